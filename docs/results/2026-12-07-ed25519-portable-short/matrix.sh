#!/bin/bash
# Three alternated gap-matrix runs of the ed25519 group with the portable
# backend forced, old = 7d61f04, new = 3e33cfb (bench binaries built from
# worktrees of each commit).
for r in 1 2 3; do
	for s in old new; do
		(cd /tmp/ab/$s/bench && GOMAXPROCS=2 /tmp/ab/$s-bench matrix -group ed25519 -kernels ed25519=portable -json raw/matrix/$s-r$r.json > raw/matrix/$s-r$r.md 2>&1)
	done
done
echo finished > raw/matrix/done
