#!/bin/bash
# One round: each binary in turn (order given), ifma then avx2 forced.
cd /tmp/ab
r=$1; shift
for b in "$@"; do
  ./sc-$b.test -test.run '^$' -test.bench 'ShortChallenge' -test.count 2 > out/r$r-$b-scalar.txt 2>&1
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyCold$/(crypto-ed25519|stdlib)/1232' -test.count 2 > out/r$r-$b-ifma-cold.txt 2>&1
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyBatch$/stdlib/(8|64)x1232' -test.count 2 > out/r$r-$b-ifma-batch.txt 2>&1
  VILYA_ED25519_BACKEND=avx2 ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyCold$/(crypto-ed25519|stdlib)/1232' -test.count 2 > out/r$r-$b-avx2-cold.txt 2>&1
  VILYA_ED25519_BACKEND=avx2 ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyBatch$/stdlib/(8|64)x1232' -test.count 2 > out/r$r-$b-avx2-batch.txt 2>&1
done
