#!/bin/bash
# run.sh OLD.test NEW.test ROUND OUTDIR: one round of the A/B, every backend,
# the two test binaries alternated (old first in odd rounds, new first in
# even ones). Run each round under `cpujob bench`.
set -e
old=$1 new=$2 round=$3 out=$4
mkdir -p "$out"
bench='^Benchmark(VerifyCold|VerifyBatch|VerifyBatchKeys)$/^(stdlib|zip215|crypto-ed25519)$/^(64|1x64|2x64|4x64|8x64|16x64|64x64|1024x64)$'
header() {
	echo "# date: $(date -u +%FT%TZ)"
	echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-) family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')"
	echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2- | tr ' ' '\n' | grep -E '^(avx2|bmi2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi)$' | tr '\n' ' ')"
	echo "# go: $(go version)"
	echo "# binary: $1 ($2)"
	echo "# load: $(cat /proc/loadavg)"
}
order="old new"
[ $((round % 2)) -eq 0 ] && order="new old"
for backend in ifma avx2 portable; do
	for side in $order; do
		bin=$old; [ $side = new ] && bin=$new
		f="$out/$side-$backend-$round.txt"
		{
			header "$side" "$(sha256sum "$bin" | cut -c1-16)"
			echo "# backend: $backend"
			VILYA_ED25519_BACKEND=$backend "$bin" -test.run '^$' -test.bench "$bench" -test.benchtime ${BENCHTIME:-300ms} -test.benchmem
		} >"$f" 2>&1
		echo "$(date -u +%T) $side $backend round $round done" | tee -a "$out/runs.log"
	done
done
