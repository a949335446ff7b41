#!/bin/bash
# alternate ed25519 test binaries on the batch, cold and hot benchmarks
out=$1; rounds=$2; shift 2
cd /work/main/ed25519
for r in $(seq 1 $rounds); do
  for b in "$@"; do
    echo "== round $r $b"
    cpujob bench $b -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/stdlib/(8|64)x1232|^BenchmarkVerifyBatchKeys$/stdlib/64x1232|^BenchmarkVerifyCold$/(stdlib|crypto-ed25519)/1232|^BenchmarkVerifyPublicKey$/stdlib/1232' -test.count 3 -test.benchtime 1s
  done
done > $out 2>&1
