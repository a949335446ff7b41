#!/bin/bash
# Alternates the bench binaries of main (h0) and main with the halves engine (h1), R rounds; each process
# runs a fresh cp of its binary (a copy's page-cache placement moves these rows, NOTEBOOK 2026-12-05).
R=${R:-4}
cd /tmp/wt-h0/bench
for r in $(seq 1 $R); do
  for b in h0 h1; do
    cp /tmp/sd/h/bench-$b /tmp/sd/h/run-$b && sync
    /tmp/sd/h/run-$b matrix -group ed25519 -ops verify-batch-stdlibcompat,verify-batch-dalekstrict,verify-batch -batches 2,4,8 > /tmp/sd/h/raw/matrix-$b-$r.md 2>/dev/null
    rm -f /tmp/sd/h/run-$b
  done
done
