#!/bin/bash
# Three runs a build, rotated; ifma at the default kernels; Narya c265ee9.
cd /tmp/ab4
for r in 1 2 3; do
  order="old new"; [ $r = 2 ] && order="new old"
  for b in $order; do
    ./bench-$b matrix -group ed25519 -ops verify,verify-batch-stdlibcompat,verify-batch-dalekstrict,verify-batch -batches 1,2,4,8 -json matrix/ifma-$b-$r.json > matrix/ifma-$b-$r.txt 2>&1
  done
done
