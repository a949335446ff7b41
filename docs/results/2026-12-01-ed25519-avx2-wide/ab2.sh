#!/bin/sh
# A/B of the ed25519 package's benchmarks between two commits, the avx2
# backend forced, interleaved rounds, for fe10SqrNAVX2: batches whose points
# are decoded in the lanes (ZIP215 64 and 1024, StdlibCompat 64) and cold
# single verification (which decodes with MULX, a control). Usage:
# ./ab2.sh OLD NEW [ROUNDS] (from this folder; writes ab-OLD-NEW.txt).
set -eu
old=$1 new=$2 rounds=${3:-3}
here=$(pwd)
tmp=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$tmp/old" 2>/dev/null; git -C "$here" worktree remove --force "$tmp/new" 2>/dev/null; rm -rf "$tmp"' EXIT
for c in old new; do
	eval rev=\$$c
	git -C "$here" worktree add -q --detach "$tmp/$c" "$rev"
	(cd "$tmp/$c/ed25519" && go test -c -o "$tmp/$c.test" .)
done
out="$here/ab-$old-$new.txt"
: >"$out"
for r in $(seq 1 "$rounds"); do
	for c in old new; do
		eval rev=\$$c
		echo "# round $r: $c ($rev)" >>"$out"
		VILYA_ED25519_BACKEND=avx2 "$tmp/$c.test" -test.run XXX -test.benchtime 2s \
			-test.bench '^BenchmarkVerifyBatch$/^(zip215|stdlib)$/^(64|1024)x64$|^BenchmarkVerifyCold$/stdlib/^64$' >>"$out"
	done
done
