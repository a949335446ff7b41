#!/bin/bash
# The runs of this folder. old/head: the clean tree; new/first-probe: the
# tree with first-probe.patch (the change as committed, before its comment
# edits in share.go and doc.go).
set -e
out=${1:?output folder}
# fresh processes (from blake3/bao; /tmp/bao-old and /tmp/bao-new are
# `go test -c` of the two trees):
for i in $(seq 1 16); do for b in old new; do
	echo "$i $b $(GOMAXPROCS=2 VILYA_BAO_GIB=1 /tmp/bao-$b -test.run '^$' -test.bench Sum256Parallel -test.benchtime 5x | grep -E 'Sum256Parallel/65536')"
done; done > $out/fresh-processes.txt
# grids (from blake3; /tmp/mc-head and /tmp/mc-len are `go test -c -tags
# measure` of the two trees):
for i in 1 2 3; do for b in head len; do
	n=$b; [ $b = len ] && n=first-probe
	bash ../docs/results/2026-12-01-blake3-multicore-zen5/run.sh /tmp/mc-$b $b 21 15 > $out/raw-$n-$i.txt 2>&1
done; done
