#!/bin/bash
# bash run.sh: three runs of each group, alternated, from /tmp/wt/bench
cd /tmp/wt/bench
for n in 1 2 3; do
  GOMAXPROCS=2 /tmp/benchR matrix -group blake3 -vilya-bin /tmp/vilyaR -json /tmp/readme/blake3/new-$n.json > /tmp/readme/blake3/new-$n.md 2> /tmp/readme/blake3/new-$n.stderr
  GOMAXPROCS=2 /tmp/benchR matrix -group ed25519 -json /tmp/readme/ed25519/new-$n.json > /tmp/readme/ed25519/new-$n.md 2> /tmp/readme/ed25519/new-$n.stderr
done
echo done > /tmp/readme/DONE
