#!/usr/bin/env bash
# Alternates the two cmd/vilya test binaries' BenchmarkParseSigLine, ROUNDS
# rounds of -count 3 each, from the package directory (TestMain builds the
# command there first), appending to OUT.
#   bench.sh OLD.test NEW.test PKGDIR OUT [ROUNDS]
set -euo pipefail
old=$1 new=$2 dir=$3 out=$4 rounds=${5:-5}
cd "$dir"
for r in $(seq 1 "$rounds"); do
	for b in old new; do
		[ $((r % 2)) = 0 ] && b=$([ $b = old ] && echo new || echo old)
		bin=$([ $b = old ] && echo "$old" || echo "$new")
		echo "# round $r: $b" >>"$out"
		"$bin" -test.run '^$' -test.bench '^BenchmarkParseSigLine$' -test.count 3 | grep '^Benchmark' >>"$out"
	done
done
