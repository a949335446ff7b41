#!/bin/bash
out=$1; n=$2; bench=$3; shift 3
mkdir -p $out
for r in $(seq 1 $n); do
  for b in base sub; do
    env "$@" ./$b.test -test.run '^$' -test.bench "$bench" -test.benchtime=1s -test.count 1 > $out/$b-$r.txt 2>&1
  done
done
