#!/bin/bash
# The gap matrix's whole-process rows as a user runs them (vilya built by
# the matrix from ../cmd/vilya), with the bench before (old: 06adc85's
# bench, the freshly linked vilya against /usr/bin/b3sum) and after (new:
# 58974e7's bench, both run from copies written just before), alternated,
# six runs each. Both bench binaries built from clean trees: old as
# /tmp/benchx-old, new as /tmp/benchx-new (cd bench && go build -o ...).
# Both build the same vilya (58974e7's cmd/vilya: 06adc85's code).
set -e
cd "$(dirname "$0")"
out=$PWD/raw
cd ../../../bench
for i in 1 2 3 4 5 6; do
	for b in old new; do
		/tmp/benchx-$b matrix -group blake3 -ops process-1-thread,process-all-threads \
			-json $out/matrix-$b-$i.json > $out/matrix-$b-$i.md 2> $out/matrix-$b-$i.stderr
	done
done
