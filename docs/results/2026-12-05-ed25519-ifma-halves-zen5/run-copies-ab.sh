#!/bin/bash
# Byte-identical copies of two ed25519 test binaries (cp: each copy enters the page cache on fresh pages),
# each copy timed twice on the cofactorless batches of 4 and 8 (64-byte messages), copies interleaved.
# usage: run.sh K binA binB
K=$1; A=$2; B=$3
cd /tmp/sd/copies
for i in $(seq 1 $K); do cp ../$A.test a$i.test; cp ../$B.test b$i.test; done
sync
for pass in 1 2; do
  for i in $(seq 1 $K); do
    for x in a b; do
      echo "# pass $pass copy $x$i"
      ./$x$i.test -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/stdlib/(4|8)x64$' -test.benchtime 300ms | grep -E '^Benchmark'
    done
  done
done
rm -f a*.test b*.test
