#!/bin/sh
# The ifma backend's bucket sum per group on and off at one commit: the
# package's batch benchmarks (ZIP215 batches of 64 to 1024 signatures,
# StdlibCompat ones as a control), with the test binary of REV as it is
# ("on"; with ON_MIN set, wideMinIFMA lowered to ON_MIN) and with
# wideMinIFMA raised to 2^30 ("off", every chunk of 64 on the eight-lane
# check), interleaved rounds. Usage: [ON_MIN=n] ./ab.sh REV [ROUNDS]
# (from this folder; writes ab-REV.txt, or ab-REV-minN.txt).
set -eu
rev=$1 rounds=${2:-3}
suffix=${ON_MIN:+-min$ON_MIN}
here=$(pwd)
tmp=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$tmp/src" 2>/dev/null; rm -rf "$tmp"' EXIT
git -C "$here" worktree add -q --detach "$tmp/src" "$rev"
(cd "$tmp/src/ed25519" &&
	if [ -n "${ON_MIN:-}" ]; then sed -i "s/^\twideMinIFMA = .*/\twideMinIFMA = $ON_MIN/" wide_msm.go; fi &&
	go test -c -o "$tmp/on.test" . &&
	sed -i 's/^\twideMinIFMA = .*/\twideMinIFMA = 1 << 30/' wide_msm.go &&
	go test -c -o "$tmp/off.test" .)
out="$here/ab-$rev$suffix.txt"
: >"$out"
for r in $(seq 1 "$rounds"); do
	for c in off on; do
		echo "# round $r: $c ($rev)" >>"$out"
		VILYA_ED25519_BACKEND=ifma "$tmp/$c.test" -test.run XXX -test.benchtime 2s \
			-test.bench '^BenchmarkVerifyBatch$/^(zip215|stdlib)$/^(64|128|192|256|1024)x64$' >>"$out"
	done
done
