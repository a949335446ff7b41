#!/bin/bash
# The runs of this folder, from blake3/ (the grid script is the Zen 5
# folder's; VILYA_MEASURE_CONTROL=1 passes through cpujob and env to the
# test binary). median-only/: the tree of median-only/tree.patch (control
# switch, no paired column); paired/: the tree of paired/tree.patch (the
# committed harness).
set -e
grid=../docs/results/2026-12-01-blake3-multicore-zen5/run.sh
out=../docs/results/2026-12-04-blake3-multicore-control-zen3
sub=${1:?median-only or paired} runs=${2:-3}
go test -c -tags measure -o /tmp/mc-$sub .
for i in $(seq 1 $runs); do
	VILYA_MEASURE_CONTROL=1 bash $grid /tmp/mc-$sub control 21 15 > $out/$sub/raw-control-$i.txt 2>&1
	bash $grid /tmp/mc-$sub main 21 15 > $out/$sub/raw-main-$i.txt 2>&1
done
