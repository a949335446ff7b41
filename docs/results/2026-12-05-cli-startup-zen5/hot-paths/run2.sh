#!/bin/bash
# The portable batch of 64 alone, finer: 16 pairs of half-second runs,
# old (92eeb66) then new (06adc85) test binary, ns/op per line
# (batch-pairs.txt). The binaries as in run.sh.
cd "$(dirname "$0")"
for i in $(seq 16); do
	for b in old new; do
		echo -n "$b "
		VILYA_ED25519_BACKEND=portable /tmp/hp-ed-$b.test -test.run '^$' \
			-test.bench '^BenchmarkVerifyBatch$/^stdlib$/^64x1232$' -test.count 1 -test.benchtime 0.5s 2>&1 |
			awk '/Benchmark/ {print $3}'
	done
done > batch-pairs.txt
