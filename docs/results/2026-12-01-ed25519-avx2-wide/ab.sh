#!/bin/sh
# A/B of the ed25519 package's batch benchmarks between two commits, the
# avx2 backend forced, interleaved rounds: by default ZIP215 batches of 64,
# 256 and 1024 signatures (64-byte messages), and StdlibCompat batches of
# the same sizes as a control (their path did not change). Usage:
# ./ab.sh OLD NEW [ROUNDS [BENCH]] (from this folder; writes
# ab-OLD-NEW.txt); BENCH replaces the -test.bench pattern. Both test
# binaries are built from git worktrees in a temporary folder.
set -eu
old=$1 new=$2 rounds=${3:-3}
bench=${4:-'^BenchmarkVerifyBatch$/^(zip215|stdlib)$/^(64|256|1024)x64$'}
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
			-test.bench "$bench" >>"$out"
	done
done
