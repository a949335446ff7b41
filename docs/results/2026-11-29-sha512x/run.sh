#!/bin/sh
# Interleaved SHA-512 batch benchmark: crypto/sha512 looping over eight
# messages versus SumBatch on the same eight, per kernel. `go test -count`
# runs each sub-benchmark count times in a row, so instead the test binary
# is run 10 times with -test.count=1: every run measures all
# implementations back to back, and load from other tenants hits them alike.
# Usage (from the repository root): sh docs/results/2026-11-29-sha512x/run.sh
set -e
dir=docs/results/2026-11-29-sha512x
go test -c -o /tmp/sha512x.test ./sha512x
{
	grep -m1 'model name' /proc/cpuinfo
	grep -m1 '^flags' /proc/cpuinfo
	go version
	nproc
	echo "commit: $(git rev-parse --short HEAD)"
} > $dir/env.txt
: > $dir/raw.txt
for i in 1 2 3 4 5 6 7 8 9 10; do
	(cd sha512x && /tmp/sha512x.test -test.run '^$' \
		-test.bench 'BenchmarkEight/(200|1232)/' \
		-test.count 1 -test.benchtime 0.5s) >> $dir/raw.txt
done
go run golang.org/x/perf/cmd/benchstat@latest -col /impl $dir/raw.txt > $dir/benchstat.txt
cat $dir/benchstat.txt
