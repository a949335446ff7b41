#!/bin/bash
# three runs of each group, alternated, at main (1692935), from /work/main/bench
cd /work/main/bench
for n in 1 2 3; do
  GOMAXPROCS=2 /tmp/bench0 matrix -group ed25519 -json /tmp/z5/ed25519/run-$n.json > /tmp/z5/ed25519/run-$n.md 2> /tmp/z5/ed25519/run-$n.stderr
  GOMAXPROCS=2 /tmp/bench0 matrix -group blake3 -vilya-bin /tmp/vilya0 -json /tmp/z5/blake3/run-$n.json > /tmp/z5/blake3/run-$n.md 2> /tmp/z5/blake3/run-$n.stderr
  GOMAXPROCS=2 /tmp/bench0 matrix -group bao -json /tmp/z5/bao/run-$n.json > /tmp/z5/bao/run-$n.md 2> /tmp/z5/bao/run-$n.stderr
done
echo done > /tmp/z5/DONE
