#!/bin/bash
# A/B of scalarTailMax on Zen 5: O = bench of 43396e2, P = the same with one
# whole chunk and a partial one of up to 8 blocks in a row of scalar
# compressions (the commit that adds tail/ to this folder); alternated,
# three runs each, the hash rows.
cd /work/main/bench
for n in 1 2 3; do
  for v in O P; do
    GOMAXPROCS=2 /tmp/sr/tbench$v matrix -group blake3 -ops hash -json /tmp/sr/tailm/$v-$n.json > /tmp/sr/tailm/$v-$n.md 2> /tmp/sr/tailm/$v-$n.stderr
  done
done
echo done > /tmp/sr/tailm/DONE
