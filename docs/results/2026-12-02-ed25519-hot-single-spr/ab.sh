#!/bin/sh
# A/B of the ifma hot single verification: base (27f431a) against the
# interleaved R decoding (interleave.patch) at 0, 1, 4 and 8 units of R's
# exponentiation a pair kernel; prebuilt test binaries, alternated rounds,
# every run under `cpujob bench`, backend forced to ifma.
# Usage: ab.sh ROUNDS BIN... > raw.txt (BIN named NAME.test)
set -e
rounds=$1; shift
echo "# go: $(go version)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2) family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2) model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2)"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(avx2|bmi2|adx|avx512f|avx512ifma|avx512vbmi)$' | tr '\n' ' ')"
rows='VerifyCold/stdlib/(64|1232)$|VerifyPublicKey/stdlib/(64|1232)$'
for r in $(seq 1 "$rounds"); do
  for bin in "$@"; do
    echo "## round $r $(basename "$bin" .test)"
    VILYA_ED25519_BACKEND=ifma cpujob bench "$bin" -test.run '^$' -test.bench "$rows" -test.benchtime 1s | grep '^Benchmark'
  done
done
