#!/bin/sh
# Re-measure this folder: the gap matrix's single-verification, DalekStrict
# and StdlibCompat rows (200 and 1232 bytes, n = 1, 2, 4, 8, 16, 64, cold
# keys) with Narya forced to r51 and crypto/ed25519 in the same run, RUNS
# runs (default 3), each under the session's exclusive measurement lock
# (cpujob bench; drop it elsewhere). NARYA_DIR names the Narya source tree
# (bench/README.md). Run from this folder; OUT (default .) receives
# run1..runN/matrix.{md,json}.
set -eu
here=$(pwd)
out=${OUT:-$here}
runs=${RUNS:-3}
first=${FIRST:-1}
cd ../../../bench
cpujob build ./narya.sh build -o /tmp/bench-narya-$$ .
for i in $(seq "$first" "$runs"); do
	mkdir -p "$out/run$i"
	cpujob bench /tmp/bench-narya-$$ matrix -group ed25519 \
		-ops verify,verify-batch-dalekstrict,verify-batch-stdlibcompat \
		-json "$out/run$i/matrix.json" >"$out/run$i/matrix.md"
done
rm -f /tmp/bench-narya-$$
