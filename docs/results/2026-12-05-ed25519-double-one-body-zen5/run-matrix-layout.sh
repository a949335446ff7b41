#!/bin/bash
R=${R:-8}
cd /tmp/wt-base/bench
for r in $(seq 1 $R); do
  for b in base l5c l5cs; do
    /tmp/bench-$b matrix -group ed25519 -ops verify-batch-stdlibcompat,verify-batch-dalekstrict -batches 8,16,64 > /tmp/sd/l/ab-$b-$r.md 2>/dev/null
  done
done
