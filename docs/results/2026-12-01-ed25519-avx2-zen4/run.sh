#!/bin/sh
# Re-measure this folder (docs/results/2026-12-01-ed25519-avx2-zen4): gap-matrix
# runs of the whole ed25519 group (every op and batch size) with the avx2
# backend forced, one with the portable backend forced and one with the
# package's own choice (ifma on this CPU), for reference. Run from this folder
# on a quiet machine; RUNS sets the number of avx2 runs (default 3).
set -eu
here=$(pwd)
cd ../../../bench
m() { dir=$1; shift; mkdir -p "$here/$dir"; go run . matrix -group ed25519 "$@" -json "$here/$dir/matrix.json" >"$here/$dir/matrix.md"; }
for i in $(seq 1 "${RUNS:-3}"); do
	m run$i -kernels ed25519=avx2
done
m portable -kernels ed25519=portable
m default
