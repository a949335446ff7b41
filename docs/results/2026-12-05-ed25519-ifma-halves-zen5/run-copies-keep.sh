#!/bin/bash
# Times the kept copies k1..kK of an ed25519 test binary R times each, interleaved, on the cofactorless
# batch of 8 (64-byte messages). make: copies the binary into k1..kK first.
# usage: keep.sh make|time K R [bin]
cd /tmp/sd/copies
if [ "$1" = make ]; then for i in $(seq 1 $2); do cp ../$4.test k$i.test; done; sync; fi
for pass in $(seq 1 $3); do
  for i in $(seq 1 $2); do
    echo "# pass $pass copy $i"
    ./k$i.test -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/stdlib/8x64$' -test.benchtime 300ms | grep -E '^BenchmarkVerifyBatch/stdlib/8x64-'
  done
done
