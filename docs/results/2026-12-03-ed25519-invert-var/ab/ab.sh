#!/bin/bash
# Alternated go-test rounds: old = main at d219822, new = the working tree
# (../tree.patch), newpad = new with ../pad.patch (the r51x8 kernels at
# old's placement modulo 64). Usage: ab.sh ROUNDS BACKEND VARIANTS... > out
# Binaries: go test -c -o /tmp/b/<variant>.test ./ed25519 in each tree.
rounds=$1; backend=$2; shift 2
pats=(
  'BenchmarkVerifyCold/^stdlib$/^(64|1232)$'
  'BenchmarkVerifyPublicKey/^(stdlib|dalek-strict|zip215)$/^1232$'
  'BenchmarkVerifyBatch/^stdlib$/^(2x64|4x64|8x1232|64x1232)$'
  'BenchmarkVerifyBatchKeys/^stdlib$/^(1x1232|8x1232|64x1232)$'
)
for r in $(seq 1 $rounds); do
  for v in "$@"; do
    for p in "${pats[@]}"; do
      VILYA_ED25519_BACKEND=$backend /tmp/b/$v.test -test.run '^$' -test.bench "$p" -test.count 1 -test.benchtime 1s 2>&1 | grep ns/op | sed "s/^/$v $backend /"
    done
  done
done
