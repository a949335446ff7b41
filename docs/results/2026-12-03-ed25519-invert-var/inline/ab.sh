#!/bin/bash
# Alternated go-test rounds of the hot rows: new = 36d2f4d's code (the
# path form of divsteps60), new2 = the inline form (../inline.patch),
# new2pad = new2 with ../pad.patch (kernels at new's placement modulo 64).
# Usage: ab.sh ROUNDS BACKEND VARIANTS... > out
rounds=$1; backend=$2; shift 2
pats=(
  'BenchmarkVerifyCold/^stdlib$/^1232$'
  'BenchmarkVerifyPublicKey/^stdlib$/^1232$'
  'BenchmarkVerifyBatchKeys/^stdlib$/^(1x1232|8x1232)$'
)
for r in $(seq 1 $rounds); do
  for v in "$@"; do
    for p in "${pats[@]}"; do
      VILYA_ED25519_BACKEND=$backend /tmp/b/$v.test -test.run '^$' -test.bench "$p" -test.count 1 -test.benchtime 1s 2>&1 | grep ns/op | sed "s/^/$v $backend /"
    done
  done
done
