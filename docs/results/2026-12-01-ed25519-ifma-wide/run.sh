#!/bin/sh
# Re-measure this folder's matrix rows: the gap matrix's ZIP215 batch rows
# of 64 and 1024 signatures with the package's own choice (the ifma
# backend on this CPU), three runs (run1..run3). Run from this folder on a
# quiet machine (about a minute). The A/B is ./ab.sh REV [ROUNDS].
set -eu
here=$(pwd)
cd ../../../bench
for i in $(seq 1 "${RUNS:-3}"); do
	mkdir -p "$here/run$i"
	go run . matrix -group ed25519 -ops verify-batch -batches 64,1024 -json "$here/run$i/matrix.json" >"$here/run$i/matrix.md"
done
