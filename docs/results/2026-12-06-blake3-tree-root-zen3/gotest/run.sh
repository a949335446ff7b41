#!/bin/sh
# blake3 package test binaries of 26a80a7 (old) and e200f89 (new),
# alternated, eight runs each, one thread.
for i in 1 2 3 4 5 6 7 8; do
  for b in old new; do
    GOMAXPROCS=1 ./b$b.test -test.run '^$' -test.bench '^Benchmark(Sum256|Keyed|DeriveKey)$/^(0B|64B|1KiB|4KiB|16KiB|64KiB)$' \
      -test.benchtime 0.15s > gb/raw/$b-$i.txt
  done
done
