#!/bin/bash
# Usage: run-bench.sh BEFORE.test AFTER.test ROUNDS > raw-bench.txt
# Test binaries of blake3 (go test -c) with kernel_guard_linux_test.go of the
# after commit; each round runs before then after, alone on the machine
# (cpujob bench): BenchmarkSum256PageEnd (messages ending at a page followed
# by an inaccessible one) and BenchmarkSum256 and BenchmarkDeriveKey at the
# same or nearby sizes, in the middle of a heap buffer.
set -e
before=$1 after=$2 rounds=${3:-5}
for r in $(seq 1 "$rounds"); do
	for v in before after; do
		bin=$before
		[ $v = after ] && bin=$after
		echo "== round $r $v"
		[ $r = 1 ] && "$bin" -test.run '^$' -test.bench 'BenchmarkSum256PageEnd$/^1B$' -test.benchtime 1x | grep '^#'
		cpujob bench "$bin" -test.run '^$' -test.bench 'BenchmarkSum256PageEnd$|BenchmarkSum256$|BenchmarkDeriveKey$/^(0B|1B|32B|41B|64B|100B|256B|1000B|1KiB)$' -test.benchtime 200ms | grep -v '^#'
	done
done
