#!/bin/bash
# Three runs of the ed25519 group at 5c7c97b with Narya c265ee9 (forced
# r51), from a clean worktree (/tmp/wt-5c7): in bench,
#   NARYA_DIR=/tmp/narya-ed25519 ./narya.sh build -o /tmp/bench-narya-5c7c97b .
# The files are kept here as matrix-5c7c97b/.
set -e
out=${OUT:-/tmp/warmres}
mkdir -p $out/matrix
cd /tmp/wt-5c7/bench
for i in 1 2 3; do
	/usr/bin/time -f '%e s' -o $out/matrix/ed25519-$i.time \
		/tmp/bench-narya-5c7c97b matrix -group ed25519 \
		-json $out/matrix/ed25519-$i.json > $out/matrix/ed25519-$i.md 2> $out/matrix/ed25519-$i.stderr
done
