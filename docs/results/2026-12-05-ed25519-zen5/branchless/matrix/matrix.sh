#!/bin/bash
# Gap-matrix runs of both builds alternated (bench-old: main; bench-new:
# the branchless digit signs), the cofactored rows (ZIP215 verify-batch,
# FIPS186_5) and StdlibCompat as the unchanged control, batches of 8
# (no combined check) and 64.
# Usage: ./matrix.sh 1 2 3
for i in "$@"; do
  for b in old new; do
    ./bench-$b matrix -group ed25519 -ops verify-batch,verify-batch-fips186-5,verify-batch-stdlibcompat -batches 8,64 -json $b-$i.json > $b-$i.md 2> $b-$i.stderr
  done
done
