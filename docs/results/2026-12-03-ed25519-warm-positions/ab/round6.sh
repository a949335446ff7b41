#!/bin/bash
# usage: round6.sh outdir rounds bench builds...; builds rotate each round
out=$1; n=$2; bench=$3; shift 3
builds=("$@")
mkdir -p $out
for r in $(seq 1 $n); do
  k=${#builds[@]}
  for i in $(seq 0 $((k-1))); do
    b=${builds[$(( (i + r - 1) % k ))]}
    ./$b.test -test.run '^$' -test.bench "$bench" -test.benchtime=1s -test.count 1 > $out/$b-$r.txt 2>&1
  done
done
