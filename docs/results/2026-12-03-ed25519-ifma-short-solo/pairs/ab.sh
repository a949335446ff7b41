#!/bin/bash
# Alternated rounds of ed25519 test binaries (ifma backend, the default
# here): cold single verification under every profile at 64 and 1232
# bytes, batches of one, and crypto/ed25519 as the control (the same code
# in both binaries). Each round holds the exclusive CPU lock.
out=$1; rounds=$2; shift 2
cd /work/main/ed25519
for r in $(seq 1 $rounds); do
  for b in "$@"; do
    echo "== round $r $b"
    cpujob bench $b -test.run '^$' -test.bench '^BenchmarkVerifyCold$/(crypto-ed25519|stdlib|zip215)/(64|1232)$|^BenchmarkVerifyBatch$/(stdlib|zip215)/(1|2|4|8)x64$|^BenchmarkVerifyBatch$/stdlib/1x1232$' -test.count 3 -test.benchtime 500ms
  done
done > $out 2>&1
