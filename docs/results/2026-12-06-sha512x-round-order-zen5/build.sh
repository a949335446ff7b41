#!/bin/sh
# Builds the A/B test binaries of measure.sh in a clean tree of c31ce88.
set -e
git apply docs/results/2026-12-06-sha512x-round-order-zen5/switch.patch
sh docs/results/2026-12-06-sha512x-round-order-zen5/old-kernel.sh
go test -c -o /tmp/s40/zz-ed.test ./ed25519
go test -c -o /tmp/s40/zz-sha.test ./sha512x
