#!/bin/sh
# ./ab.sh BASE NEW [ROUNDS]: the gap matrix's single-verification,
# DalekStrict and StdlibCompat rows (200 and 1232 bytes, n = 1, 2, 4, 8, 16,
# 64, cold keys; Narya forced to r51 and crypto/ed25519 in every run) with
# the bench module built at commit BASE and at commit NEW, the two binaries
# alternated ROUNDS times (default 3): BASE's runs go to baseI/, NEW's to
# runI/ (matrix.md, matrix.json). Each run holds the session's exclusive
# measurement lock (cpujob bench; drop it elsewhere); the matrix times each
# row by the thread's CPU time, with Narya and crypto/ed25519 in the same
# run as references. NARYA_DIR names the Narya source tree
# (bench/README.md). Run from this folder. The matrix header's "commit:" line
# names the HEAD of the directory it runs in (this folder's worktree), not
# the binary's; commits.txt names the two measured commits.
set -eu
base=$1 new=$2 rounds=${3:-3}
here=$(pwd)
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for x in base run; do
	rev=$base
	[ $x = run ] && rev=$new
	mkdir -p "$tmp/$x"
	git -C "$root" archive "$rev" | tar -x -C "$tmp/$x"
	(cd "$tmp/$x/bench" && cpujob build ./narya.sh build -o "$tmp/$x.bin" .)
done
echo "base*: $(git -C "$root" rev-parse "$base"), run*: $(git -C "$root" rev-parse "$new")" >"$here/commits.txt"
for i in $(seq 1 "$rounds"); do
	for x in base run; do
		mkdir -p "$here/$x$i"
		cpujob bench "$tmp/$x.bin" matrix -group ed25519 \
			-ops verify,verify-batch-dalekstrict,verify-batch-stdlibcompat \
			-json "$here/$x$i/matrix.json" >"$here/$x$i/matrix.md"
	done
done
