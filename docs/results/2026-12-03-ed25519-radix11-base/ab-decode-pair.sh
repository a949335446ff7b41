#!/bin/bash
# alternate ed25519 test binaries: cofactorless and ZIP215 batches, the stdlib control
out=$1; rounds=$2; shift 2
cd /work/main/ed25519
for r in $(seq 1 $rounds); do
  for b in "$@"; do
    echo "== round $r $b"
    cpujob bench $b -test.run '^$' -test.bench '^Benchmark(VerifyBatch|VerifyCold)$/^(stdlib|zip215|crypto-ed25519)$/^(8x1232|64x1232|16x64|8x64|64x64|1232)$' -test.count 3 -test.benchtime 1s
  done
done > $out 2>&1
