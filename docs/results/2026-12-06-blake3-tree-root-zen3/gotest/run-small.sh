#!/bin/sh
# The small sizes again: sixteen alternated runs each.
for i in $(seq 1 16); do
  for b in old new; do
    GOMAXPROCS=1 ./b$b.test -test.run '^$' -test.bench '^Benchmark(Sum256|Keyed)$/^(0B|64B|1KiB)$' \
      -test.benchtime 0.15s > gb/raw-small/$b-$i.txt
  done
done
