#!/bin/sh
# narya.sh runs a go command in bench with Narya
# (github.com/Overclock-Validator/narya-ed25519) as a peer: it builds with
# the narya tag against the Narya source tree named by NARYA_DIR, through a
# copy of go.mod (narya.mod, narya.sum: ignored by git, rewritten every run)
# that requires Narya and replaces it by that tree, and passes Narya's commit
# (read from the tree when it is a git checkout, else "unknown") to the
# matrix header. Plain go commands in bench never see Narya. Examples:
#   NARYA_DIR=/path/to/narya-ed25519 ./narya.sh run . matrix -group ed25519
#   NARYA_DIR=/path/to/narya-ed25519 ./narya.sh test -run Narya .
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${NARYA_DIR:-}" ] || [ ! -f "$NARYA_DIR/go.mod" ] || [ ! -d "$NARYA_DIR/ed25519" ]; then
	echo "narya.sh: set NARYA_DIR to a Narya source tree (a checkout of github.com/Overclock-Validator/narya-ed25519; see README.md)" >&2
	exit 2
fi
if [ $# -lt 1 ]; then
	echo "usage: NARYA_DIR=DIR ./narya.sh GO-SUBCOMMAND [ARGS...]" >&2
	exit 2
fi
dir=$(cd "$NARYA_DIR" && pwd)
commit=$(git -C "$dir" rev-parse HEAD 2>/dev/null || echo unknown)
if [ "$commit" != unknown ] && [ -n "$(git -C "$dir" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
	commit="$commit+modified"
fi
cd "$here"
cp go.mod narya.mod
cp go.sum narya.sum
go mod edit -modfile=narya.mod \
	-require=github.com/Overclock-Validator/narya-ed25519@v0.0.0 \
	-replace=github.com/Overclock-Validator/narya-ed25519="$dir"
sub=$1
shift
# The variables live in package main, which a test binary names by its
# import path.
x=""
for pkg in main github.com/vilyacrypto/vilya/bench; do
	x="$x -X $pkg.naryaCommit=$commit -X $pkg.naryaDir=$dir"
done
exec go "$sub" -mod=mod -modfile=narya.mod -tags narya -ldflags "$x" "$@"
