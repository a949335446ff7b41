#!/bin/bash
# run.sh OLD.test NEW.test ROUNDS OUTDIR: the ed25519 test binaries of the
# starting commit (OLD) and of the avx2 engine's move (NEW) alternated
# ROUNDS times (order swapped every round), the avx2 backend forced
# (VILYA_ED25519_BACKEND=avx2, which TestMain passes to SetBackend), each
# run with crypto/ed25519's row as a control. Every run is its own
# `cpujob bench` (exclusive on this shared VM). Run from the ed25519
# directory (the benchmarks read no files).
set -e
old=$1 new=$2 rounds=$3 out=$4
mkdir -p "$out"
rows='^Benchmark(VerifyCold|VerifyBatch)$/^(stdlib|zip215|crypto-ed25519)$/^(64|1x64|4x64|8x64|64x64|256x64)$'
for r in $(seq 1 "$rounds"); do
	order="old new"
	[ $((r % 2)) -eq 0 ] && order="new old"
	for side in $order; do
		bin=$old; [ $side = new ] && bin=$new
		f="$out/$side-avx2-$r.txt"
		cpujob bench bash -c "
			echo \"# cpu: \$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) (family \$(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model \$(grep -m1 '^model[[:space:]]*:' /proc/cpuinfo | cut -d: -f2 | tr -d ' '))\"
			echo \"# flags: \$(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -xE 'avx2|bmi2|avx512f|avx512dq|avx512bw|avx512vl|avx512ifma|avx512vbmi' | tr '\n' ' ')\"
			echo \"# go: \$(go version)\"
			echo \"# date: \$(date -u +%FT%TZ) load: \$(cat /proc/loadavg)\"
			echo \"# binary: $side (\$(sha256sum '$bin' | cut -c1-16)) backend: avx2\"
			VILYA_ED25519_BACKEND=avx2 '$bin' -test.run '^\$' -test.bench '$rows' -test.benchtime 300ms
		" >"$f" 2>&1
	done
	echo "$(date -u +%T) round $r done" >>"$out/runs.log"
done
