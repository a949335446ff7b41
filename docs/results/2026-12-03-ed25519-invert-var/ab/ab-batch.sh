#!/bin/bash
# More alternated rounds of the cold and warm batch rows alone. Usage as ab.sh.
rounds=$1; backend=$2; shift 2
pats=(
  'BenchmarkVerifyBatch/^stdlib$/^(8x1232|64x1232)$'
  'BenchmarkVerifyBatchKeys/^stdlib$/^(8x1232|64x1232)$'
)
for r in $(seq 1 $rounds); do
  for v in "$@"; do
    for p in "${pats[@]}"; do
      VILYA_ED25519_BACKEND=$backend /tmp/b/$v.test -test.run '^$' -test.bench "$p" -test.count 1 -test.benchtime 1s 2>&1 | grep ns/op | sed "s/^/$v $backend /"
    done
  done
done
