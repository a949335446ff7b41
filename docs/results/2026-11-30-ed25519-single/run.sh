#!/bin/sh
# Re-measure this folder: three gap-matrix runs of the ed25519 group on the
# automatic backend (ifma on this machine). Run from this folder on a quiet
# machine.
set -eu
here=$(pwd)
cd ../../../bench
for i in 1 2 3; do
	mkdir -p "$here/run$i"
	go run . matrix -group ed25519 -json "$here/run$i/matrix.json" >"$here/run$i/matrix.md"
done
mkdir -p "$here/portable"
go run . matrix -group ed25519 -kernels ed25519=portable -ops verify -json "$here/portable/matrix.json" >"$here/portable/matrix.md"
cd ../ed25519
go test -tags measure -run XXX -bench GroupRoutes -count 5 . >"$here/routes.txt"
