#!/bin/bash
# Alternated rounds of ed25519 test binaries (ifma backend, this CPU's
# default): cold single verification (crypto/ed25519 as the control, the
# same code in both binaries; StdlibCompat, DalekStrict and ZIP215) at 64
# and 1232 bytes, and batches of 1, 2 and 4 (2 and 4 run the pair engine,
# unchanged). Each binary's run holds the exclusive CPU lock.
out=$1; rounds=$2; shift 2
cd "$(dirname "$0")"
for r in $(seq 1 $rounds); do
  for b in "$@"; do
    echo "== round $r $b"
    cpujob bench ./$b -test.run '^$' -test.bench '^BenchmarkVerifyCold$/^(crypto-ed25519|stdlib|dalek-strict|zip215)$/^(64|1232)$' -test.count 3 -test.benchtime 500ms
    cpujob bench ./$b -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/^(stdlib|zip215)$/^(1|2|4)x(64|1232)$' -test.count 3 -test.benchtime 500ms
  done
done > $out 2>&1
