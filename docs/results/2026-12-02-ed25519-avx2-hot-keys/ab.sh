#!/bin/sh
# A/B of the avx2 backend's warm keys: base (e747762) against new, prebuilt
# test binaries, alternated rounds, every run under `cpujob bench`.
# Usage: [ifmarounds=2] ab.sh BASE.test NEW.test ROUNDS > raw.txt (the
# ifma backend, the default here, in the first ifmarounds rounds only)
set -e
base=$1; new=$2; rounds=${3:-3}
echo "# go: $(go version)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2) family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2) model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2)"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(avx2|bmi2|adx|avx512f|avx512ifma|avx512vbmi)$' | tr '\n' ' ')"
rows='VerifyCold/stdlib/1232|VerifyPublicKey/stdlib/1232|VerifyBatch(Keys)?/stdlib/(1|8|64)x1232|NewPublicKey'
for r in $(seq 1 "$rounds"); do
  for be in avx2 ifma; do
    [ $be = ifma ] && [ "$r" -gt "${ifmarounds:-2}" ] && continue
    for b in base new; do
      bin=$base; [ $b = new ] && bin=$new
      echo "## round $r $b backend=$be"
      VILYA_ED25519_BACKEND=$be cpujob bench "$bin" -test.run '^$' -test.bench "$rows" -test.benchtime 1s | grep '^Benchmark'
    done
  done
done
