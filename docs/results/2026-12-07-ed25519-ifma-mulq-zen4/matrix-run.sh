#!/bin/bash
# Zen 4, the ed25519 group: 6298cb2 (benchN's library is 8375bb9's, ed25519 the same as 6298cb2) and the
# MulQ kernels on (benchM: 6298cb2 + mulq.patch), alternated, three runs; from bench/ of the 8375bb9 worktree.
cd /tmp/wn/bench
for r in 1 2 3; do
  for v in N M; do
    GOMAXPROCS=2 /tmp/bench$v matrix -group ed25519 -json /tmp/mm/$v-$r.json > /tmp/mm/$v-$r.md 2> /tmp/mm/$v-$r.stderr
  done
done
echo done > /tmp/mm/DONE
