#!/bin/bash
# Three runs of the ed25519 group at 1a8332a with Narya c265ee9 (forced
# r51), from a clean worktree (/tmp/wt-head): in bench,
#   NARYA_DIR=/tmp/narya-ed25519 ./narya.sh build -o /tmp/bench-narya-1a8332a .
set -e
out=${OUT:-/tmp/headres}  # kept here as matrix/
mkdir -p $out/matrix
cd /tmp/wt-head/bench
for i in 1 2 3; do
	/usr/bin/time -f '%e s' -o $out/matrix/ed25519-$i.time \
		/tmp/bench-narya-1a8332a matrix -group ed25519 \
		-json $out/matrix/ed25519-$i.json > $out/matrix/ed25519-$i.md 2> $out/matrix/ed25519-$i.stderr
done
