#!/bin/sh
# Re-measure this folder (docs/results/2026-12-01-ed25519-avx2-straus): gap-matrix runs of the ed25519 group with the
# avx2 backend forced (single verification, hot key, and batches of 1, 4, 8
# and 64 under ZIP215, StdlibCompat and DalekStrict), and one with the
# portable backend forced for reference. Run from this folder on a quiet
# machine; RUNS sets the number of avx2 runs (default 3).
set -eu
here=$(pwd)
cd ../../../bench
ops=verify,verify-hot-key,verify-batch,verify-batch-stdlibcompat,verify-batch-dalekstrict
for i in $(seq 1 "${RUNS:-3}"); do
	mkdir -p "$here/run$i"
	go run . matrix -group ed25519 -kernels ed25519=avx2 -ops $ops -batches 1,4,8,64 \
		-json "$here/run$i/matrix.json" >"$here/run$i/matrix.md"
done
mkdir -p "$here/portable"
go run . matrix -group ed25519 -kernels ed25519=portable -ops $ops -batches 1,4,8,64 \
	-json "$here/portable/matrix.json" >"$here/portable/matrix.md"
