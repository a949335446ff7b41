#!/bin/bash
# Three runs of the gap matrix's ed25519 group at 2ba69a1 (bench built with narya.sh, Narya c265ee9),
# each on a fresh copy of the binary.
cd /tmp/wt-f/bench
for r in 1 2 3; do
  cp /tmp/sd/bench-final /tmp/sd/final/run-bin && sync
  /tmp/sd/final/run-bin matrix -group ed25519 -json /tmp/sd/final/matrix-$r.json > /tmp/sd/final/matrix-$r.md 2> /tmp/sd/final/matrix-$r.stderr
  rm -f /tmp/sd/final/run-bin
done
