#!/bin/bash
# One round: each build in turn (order given).
cd /tmp/ab3
r=$1; shift
for b in "$@"; do
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkNewPublicKey$' -test.count 3 > out/r$r-$b-ifma-newkey.txt 2>&1
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyPublicKey$/stdlib/1232' -test.count 2 > out/r$r-$b-ifma-hot.txt 2>&1
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyBatchKeys$/stdlib/64x1232' -test.count 2 > out/r$r-$b-ifma-warm64.txt 2>&1
  VILYA_ED25519_BACKEND=avx2 ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkNewPublicKey$' -test.count 3 > out/r$r-$b-avx2-newkey.txt 2>&1
  VILYA_ED25519_BACKEND=portable ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkNewPublicKey$' -test.count 3 > out/r$r-$b-portable-newkey.txt 2>&1
done
