#!/bin/bash
# Three runs a build, rotated (old new / new old / old new), ifma at the
# default kernels, then avx2 forced; binaries built with Narya (c265ee9).
cd /tmp/ab
ops=verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-dalekstrict
for k in ifma avx2; do
  kern=""
  [ $k = avx2 ] && kern="-kernels ed25519=avx2"
  for r in 1 2 3; do
    order="old new"; [ $r = 2 ] && order="new old"
    for b in $order; do
      ./bench-$b matrix -group ed25519 -ops $ops $kern -json matrix/$k-$b-$r.json > matrix/$k-$b-$r.txt 2>&1
    done
  done
done
