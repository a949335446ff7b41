#!/bin/bash
# The README's Zen 5 table and chart at e22126c: five fresh processes of the
# blake3 group and three of the ed25519 group (Narya c265ee9, forced r51),
# alternated, from a clean worktree of e22126c (/tmp/wt-e22); the ed25519
# files are kept in matrix-e22126c/, the blake3 ones in matrix/:
#   go build -o /tmp/vilya-e22126c ./cmd/vilya
#   cd bench && ./cblake3.sh && go build -o /tmp/bench-e22126c . &&
#   NARYA_DIR=/tmp/narya-ed25519 ./narya.sh build -o /tmp/bench-narya-e22126c .
set -e
out=${OUT:-/tmp/refresh}
mkdir -p $out/matrix
cd /tmp/wt-e22/bench
for i in 1 2 3 4 5; do
	/usr/bin/time -f '%e s' -o $out/matrix/blake3-$i.time \
		/tmp/bench-e22126c matrix -group blake3 -vilya-bin /tmp/vilya-e22126c \
		-json $out/matrix/blake3-$i.json > $out/matrix/blake3-$i.md 2> $out/matrix/blake3-$i.stderr
	if [ $i -le 3 ]; then
		/usr/bin/time -f '%e s' -o $out/matrix/ed25519-$i.time \
			/tmp/bench-narya-e22126c matrix -group ed25519 \
			-json $out/matrix/ed25519-$i.json > $out/matrix/ed25519-$i.md 2> $out/matrix/ed25519-$i.stderr
	fi
done
echo done > $out/matrix/DONE
