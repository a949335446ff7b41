#!/bin/bash
# The README's Zen 4 BLAKE3 rows at 8375bb9: three runs of the blake3 group, from bench/ of a clean worktree at 8375bb9
cd /tmp/wn/bench
for n in 1 2 3; do
  GOMAXPROCS=2 /tmp/benchN matrix -group blake3 -vilya-bin /tmp/vilyaN -json /tmp/rn/new-$n.json > /tmp/rn/new-$n.md 2> /tmp/rn/new-$n.stderr
done
echo done > /tmp/rn/DONE
