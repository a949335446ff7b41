#!/bin/bash
# K byte-identical copies (cp) of one ed25519 test binary, each timed R times on the cofactorless batch of 8
# (64-byte messages), copies interleaved: does a copy's speed stay with the copy?
# usage: same.sh K R bin
K=$1; R=$2; A=$3
cd /tmp/sd/copies
for i in $(seq 1 $K); do cp ../$A.test s$i.test; done
sync
for pass in $(seq 1 $R); do
  for i in $(seq 1 $K); do
    echo "# pass $pass copy $i"
    ./s$i.test -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/stdlib/8x64$' -test.benchtime 300ms | grep -E '^BenchmarkVerifyBatch/stdlib/8x64-'
  done
done
rm -f s*.test
