#!/bin/bash
# Alternated grids of this folder. Run from blake3/ of a checkout; BIN_DIR
# holds mc-head (de9eaea), mc-cls (de9eaea + tree-cls.patch) and mc-final
# (c2e2d85), each built with: go test -c -tags measure -o $BIN_DIR/mc-<label> .
set -e
BIN_DIR=${BIN_DIR:-/tmp}
OUT=${OUT:-.}
grid=../docs/results/2026-12-01-blake3-multicore-zen5/run.sh
# raw-head-1..4 and raw-cls-1..4, then raw-head-5..6 and raw-final-1..2.
for l in head cls head cls head cls head cls head final head final; do
	n=$(ls $OUT | grep -c "^raw-$l-" || true)
	bash $grid $BIN_DIR/mc-$l $l 21 15 > $OUT/raw-$l-$((n + 1)).txt 2>&1
done
# The variant (its raw files say "fix"; renamed "ownpiece" here): the same
# grid on de9eaea + variant-ownpiece/ownpiece.patch, in the order head-1,
# fix-1, fix-2, head-2. forced/: ZZ_ROUNDS=21 [ZZ_ISO=1] with
# idle, VILYA_MEASURE_BUSY=pinned and GOMAXPROCS=8, test -run ZZForced.
