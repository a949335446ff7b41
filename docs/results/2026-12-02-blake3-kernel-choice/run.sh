#!/usr/bin/env bash
# A/B of the kernel choice as one atomic level (issue 33): the hot rows of
# blake3 and sha512x, before and after, alternated.
#
#   run.sh build BEFORE AFTER DIR   test binaries of both commits into DIR
#                                   (from the repository root; under
#                                   `cpujob build`)
#   run.sh measure DIR [ROUNDS]     ROUNDS (3) alternated before/after runs
#                                   of the rows below, raw output on stdout
#                                   (under `cpujob bench`)
#   run.sh routes DIR [ROUNDS]      the same for the tail-route rows
set -euo pipefail
case "$1" in
build)
	before=$2 after=$3 dir=$4
	for side in before after; do
		c=${!side}
		rm -rf "$dir/$side" && mkdir -p "$dir/$side/src"
		git archive "$c" | tar -x -C "$dir/$side/src"
		git rev-parse --short "$c" >"$dir/$side/commit"
		(cd "$dir/$side/src" && go test -c -o ../blake3.test ./blake3 && go test -c -o ../sha512x.test ./sha512x)
		rm -rf "$dir/$side/src"
	done
	;;
measure)
	dir=$(cd "$2" && pwd) rounds=${3:-3}
	# The header (BenchmarkSumBatch prints it; run outside any repository,
	# so its commit line says unknown: the measured commits follow it).
	(cd "$dir" && ./after/blake3.test -test.run '^$' -test.bench '^BenchmarkSumBatch$/^none$' | grep '^#')
	echo "# before: $(cat "$dir/before/commit"), after: $(cat "$dir/after/commit")"
	for r in $(seq "$rounds"); do
		for side in before after; do
			echo "## round $r $side"
			cd "$dir/$side"
			./blake3.test -test.run '^$' -test.benchtime 0.5s -test.count 3 \
				-test.bench '^BenchmarkSum256$/^(64B|1KiB|1MiB)$' | grep '^Benchmark'
			./blake3.test -test.run '^$' -test.benchtime 0.5s -test.count 3 \
				-test.bench '^BenchmarkSumBatch$/^64B$/^n=(16|1024)$/^kernel=avx512$' | grep '^Benchmark'
			./sha512x.test -test.run '^$' -test.benchtime 0.5s -test.count 3 \
				-test.bench '^Benchmark(Eight|Prefixed)$/^(64|200|1232)/impl=avx512$' | grep '^Benchmark'
		done
	done
	;;
routes)
	# The named route steps (issue 28): the sizes whose tails take the
	# rows4, x8, row1 and row2 steps, before and after, alternated.
	dir=$(cd "$2" && pwd) rounds=${3:-3}
	(cd "$dir" && ./after/blake3.test -test.run '^$' -test.bench '^BenchmarkSumBatch$/^none$' | grep '^#')
	echo "# before: $(cat "$dir/before/commit"), after: $(cat "$dir/after/commit")"
	for r in $(seq "$rounds"); do
		for side in before after; do
			echo "## round $r $side"
			cd "$dir/$side"
			./blake3.test -test.run '^$' -test.benchtime 0.5s -test.count 3 \
				-test.bench '^Benchmark(Sum256|XOF)$/^(2KiB|4KiB|16KiB|64KiB|128B|512B)$' | grep '^Benchmark'
		done
	done
	;;
*)
	echo "usage: run.sh build BEFORE AFTER DIR | run.sh measure DIR [ROUNDS] | run.sh routes DIR [ROUNDS]" >&2
	exit 2
	;;
esac
