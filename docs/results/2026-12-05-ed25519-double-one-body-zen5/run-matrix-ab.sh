#!/bin/bash
# alternates the two bench binaries, R rounds, the cofactorless batch rows vs Narya
R=${R:-6}
cd /tmp/wt-base/bench
for r in $(seq 1 $R); do
  for b in base single; do
    /tmp/bench-$b matrix -group ed25519 -ops verify-batch-stdlibcompat,verify-batch-dalekstrict -batches 1,2,4,8,16,64 > /tmp/sd/ab-$b-$r.md 2>/dev/null
  done
done
