#!/bin/bash
# Three runs of each build, alternated (ABBA order per pair of runs), ifma default then avx2 forced.
cd /tmp/m
for k in ifma avx2; do
  extra=""; [ $k = avx2 ] && extra="-kernels ed25519=avx2"
  for r in 1 2 3; do
    if [ $((r % 2)) = 1 ]; then order="e9321f3 ba5773f"; else order="ba5773f e9321f3"; fi
    for c in $order; do
      /tmp/b/bench-$c matrix -group ed25519 -ops verify,verify-hot-key,verify-batch-warm $extra -json $k-$c-$r.json > $k-$c-$r.md 2> $k-$c-$r.stderr
    done
  done
done
echo done > done.txt
