#!/bin/bash
# One round: each build in turn (order given); ifma (default backend).
cd /tmp/ab4
r=$1; shift
for b in "$@"; do
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyBatch$/(stdlib|zip215)/(1|2|4|8)x64$' -test.count 2 > out/r$r-$b-ifma-batch64.txt 2>&1
  ./ed-$b.test -test.run '^$' -test.bench 'BenchmarkVerifyCold$/(crypto-ed25519|stdlib)/1232' -test.count 2 > out/r$r-$b-ifma-cold.txt 2>&1
done
