#!/bin/bash
# Three gap-matrix runs of each build, alternated (rotating order per run):
# ifma at the default kernels for d219822 (main), inv (the working tree,
# ../tree.patch) and invpad (inv with ../pad.patch: the r51x8 kernels at
# d219822's placement modulo 64); avx2 forced for d219822 and inv (whose
# r25x4 kernels already sit at d219822's placement). Bench binaries:
# `cd bench && ./cblake3.sh && go build -o /tmp/b/bench-<build> .` in each tree.
cd "$(dirname "$0")"
ops=verify,verify-hot-key,verify-batch-warm,verify-batch
for r in 1 2 3; do
  case $r in 1) order="d219822 inv invpad";; 2) order="invpad d219822 inv";; 3) order="inv invpad d219822";; esac
  for c in $order; do
    /tmp/b/bench-$c matrix -group ed25519 -ops $ops -json ifma-$c-$r.json > ifma-$c-$r.md 2> ifma-$c-$r.stderr
  done
done
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="d219822 inv"; else order="inv d219822"; fi
  for c in $order; do
    /tmp/b/bench-$c matrix -group ed25519 -ops $ops -kernels ed25519=avx2 -json avx2-$c-$r.json > avx2-$c-$r.md 2> avx2-$c-$r.stderr
  done
done
echo done > done.txt
