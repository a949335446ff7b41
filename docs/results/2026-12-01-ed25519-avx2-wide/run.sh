#!/bin/sh
# Re-measure this folder: the gap matrix's ZIP215 batch rows of 64 and 1024
# signatures, three runs with the avx2 backend forced (run1..run3) and one
# with the package's own choice (default/, the ifma backend on this CPU).
# Run from this folder on a quiet machine (about a minute). The package A/B
# is ./ab.sh OLD NEW [ROUNDS].
set -eu
here=$(pwd)
cd ../../../bench
m() { dir=$1; shift; mkdir -p "$here/$dir"; go run . matrix -group ed25519 -ops verify-batch -batches 64,1024 "$@" -json "$here/$dir/matrix.json" >"$here/$dir/matrix.md"; }
for i in $(seq 1 "${RUNS:-3}"); do
	m run$i -kernels ed25519=avx2
done
m default
