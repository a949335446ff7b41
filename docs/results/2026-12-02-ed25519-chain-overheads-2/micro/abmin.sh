#!/bin/sh
# abmin.sh OUT BENCHREGEX ROUNDS V1 V2 ...: runs the test binaries
# /tmp/edspeed2/V.test (go test -c of ./ed25519 at each variant's tree, see
# README) alternated ROUNDS times, each run five counts of 300 iterations
# under the exclusive measurement lock (cpujob bench); appends the
# benchmark lines, prefixed by the variant, to OUT.
set -eu
out=$1 re=$2 n=$3
shift 3
for i in $(seq "$n"); do
	for v in "$@"; do
		cpujob bench /tmp/edspeed2/$v.test -test.run '^$' -test.bench "$re" -test.benchtime 300x -test.count 5 2>&1 |
			grep '^Benchmark' | sed "s/^/$v /" >>"$out"
	done
done
