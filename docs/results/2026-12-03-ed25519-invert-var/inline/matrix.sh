#!/bin/bash
# Three gap-matrix runs of cold and hot single verification per build,
# rotated: inv (36d2f4d's code), inv2 (the inline form), inv2pad (inv2 with
# ../pad.patch: kernels at inv's placement modulo 64); ifma, then avx2 forced.
cd "$(dirname "$0")"
for k in ifma avx2; do
  extra=""; [ $k = avx2 ] && extra="-kernels ed25519=avx2"
  for r in 1 2 3; do
    case $r in 1) order="inv inv2 inv2pad";; 2) order="inv2pad inv inv2";; 3) order="inv2 inv2pad inv";; esac
    for c in $order; do
      /tmp/b/bench-$c matrix -group ed25519 -ops verify,verify-hot-key -batches 1 $extra -json $k-$c-$r.json > $k-$c-$r.md 2> $k-$c-$r.stderr
    done
  done
done
echo done > done.txt
