#!/bin/sh
# A/B of the ed25519 package's own benchmarks between two commits, the avx2
# backend forced, interleaved rounds: the combined check's chunk sizes
# (ZIP215 batches of 64-byte messages), cold single verification, hot key,
# batches of PublicKeys, making a PublicKey, and the two ways of decoding
# points. Usage: ./ab.sh OLD NEW [ROUNDS]
# (from this folder; writes ab-OLD-NEW.txt). Both test binaries are built
# from git worktrees in a temporary folder.
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
		VILYA_ED25519_BACKEND=avx2 "$tmp/$c.test" -test.run XXX -test.benchtime 1s \
			-test.bench 'VerifyBatch/zip215/^(1|2|4|8|16|64)x64$|VerifyCold/stdlib/^64$|VerifyPublicKey/stdlib/^64$|VerifyBatchKeys/stdlib|NewPublicKey|^BenchmarkDecode$' >>"$out"
	done
done
