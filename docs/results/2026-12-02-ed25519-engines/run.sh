#!/bin/bash
# run.sh OLD.test NEW.test ROUNDS OUTDIR: the ed25519 test binaries of the
# starting commit (OLD) and of the engine move (NEW) alternated ROUNDS times
# (order swapped every round), the ifma backend and the avx2 one forced
# (VILYA_ED25519_BACKEND), each run with crypto/ed25519's row as a control.
# Every run is its own `cpujob bench` (exclusive on this shared VM). Run from
# the ed25519 directory (the benchmarks read no files).
set -e
old=$1 new=$2 rounds=$3 out=$4
mkdir -p "$out"
rows='^Benchmark(VerifyCold|VerifyBatch)$/^(stdlib|zip215|crypto-ed25519)$/^(64|8x64|64x64)$'
for r in $(seq 1 "$rounds"); do
	order="old new"
	[ $((r % 2)) -eq 0 ] && order="new old"
	for backend in ifma avx2; do
		for side in $order; do
			bin=$old; [ $side = new ] && bin=$new
			f="$out/$side-$backend-$r.txt"
			cpujob bench bash -c "
				echo \"# date: \$(date -u +%FT%TZ) load: \$(cat /proc/loadavg)\"
				echo \"# binary: $side (\$(sha256sum '$bin' | cut -c1-16)) backend: $backend\"
				VILYA_ED25519_BACKEND=$backend '$bin' -test.run '^\$' -test.bench '$rows' -test.benchtime 300ms
			" >"$f" 2>&1
		done
	done
	echo "$(date -u +%T) round $r done" >>"$out/runs.log"
done
