#!/bin/bash
# focus.sh OLD.test NEW.test ROUNDS OUTDIR: the rows whose ratio strayed in
# run.sh's runs, old and new alternated ROUNDS times (order swapped every
# round), each with the untouched crypto/ed25519 row as a control (FOCUS_IFMA,
# FOCUS_AVX2, FOCUS_PORTABLE replace a backend's rows). Run under
# `cpujob bench`, from the ed25519 directory.
set -e
old=$1 new=$2 rounds=$3 out=$4
mkdir -p "$out"
declare -A rows=(
	[ifma]=${FOCUS_IFMA:-'^Benchmark(VerifyCold|VerifyBatch)$/^(stdlib|crypto-ed25519)$/^(64|8x64|64x64)$'}
	[avx2]=${FOCUS_AVX2:-'^Benchmark(VerifyCold|VerifyBatch)$/^(stdlib|crypto-ed25519)$/^(64|8x64|64x64)$'}
	[portable]=${FOCUS_PORTABLE:-'^Benchmark(VerifyCold|VerifyBatch)$/^(zip215|crypto-ed25519)$/^(64|1x64|4x64)$'}
)
for r in $(seq 1 "$rounds"); do
	order="old new"
	[ $((r % 2)) -eq 0 ] && order="new old"
	for backend in ifma avx2 portable; do
		for side in $order; do
			bin=$old; [ $side = new ] && bin=$new
			f="$out/$side-$backend-$r.txt"
			{
				echo "# date: $(date -u +%FT%TZ) load: $(cat /proc/loadavg)"
				echo "# binary: $side ($(sha256sum "$bin" | cut -c1-16)) backend: $backend"
				VILYA_ED25519_BACKEND=$backend "$bin" -test.run '^$' -test.bench "${rows[$backend]}" -test.benchtime 300ms
			} >"$f" 2>&1
		done
	done
	echo "$(date -u +%T) round $r done" >>"$out/runs.log"
done
