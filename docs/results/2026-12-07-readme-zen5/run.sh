#!/bin/bash
# The README's Zen 5 rows: three runs of each group, alternated, bench and
# vilya of 0d50ca5 (working tree clean), from /work/main/bench.
cd /work/main/bench
for n in 1 2 3; do
  GOMAXPROCS=2 /tmp/bench3 matrix -group blake3 -vilya-bin /tmp/vilya3 -json /tmp/rz5/blake3/run-$n.json > /tmp/rz5/blake3/run-$n.md 2> /tmp/rz5/blake3/run-$n.stderr
  GOMAXPROCS=2 /tmp/bench3 matrix -group ed25519 -json /tmp/rz5/ed25519/run-$n.json > /tmp/rz5/ed25519/run-$n.md 2> /tmp/rz5/ed25519/run-$n.stderr
done
echo done > /tmp/rz5/DONE
