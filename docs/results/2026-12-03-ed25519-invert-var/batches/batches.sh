#!/bin/bash
# The cofactorless cold batches (StdlibCompat, DalekStrict) of 8 and 64,
# three gap-matrix runs a build, rotated as in ../matrix/matrix.sh.
cd "$(dirname "$0")"
ops=verify-batch-stdlibcompat,verify-batch-dalekstrict
for r in 1 2 3; do
  case $r in 1) order="d219822 inv invpad";; 2) order="invpad d219822 inv";; 3) order="inv invpad d219822";; esac
  for c in $order; do
    /tmp/b/bench-$c matrix -group ed25519 -ops $ops -batches 8,64 -json ifma-$c-$r.json > ifma-$c-$r.md 2> ifma-$c-$r.stderr
  done
done
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="d219822 inv"; else order="inv d219822"; fi
  for c in $order; do
    /tmp/b/bench-$c matrix -group ed25519 -ops $ops -batches 8,64 -kernels ed25519=avx2 -json avx2-$c-$r.json > avx2-$c-$r.md 2> avx2-$c-$r.stderr
  done
done
echo done > done.txt
