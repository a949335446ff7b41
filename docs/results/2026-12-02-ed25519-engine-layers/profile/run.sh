#!/bin/bash
# profile/run.sh OLD.test NEW.test OUTDIR: CPU profiles of the ifma and avx2
# backends' StdlibCompat batch of 64 (the rows that are faster after), old
# and new alternated; pprof's top by flat time. Run under `cpujob bench`
# from the ed25519 directory.
set -e
old=$1 new=$2 out=$3
for backend in ifma avx2; do
	for side in old new; do
		bin=$old; [ $side = new ] && bin=$new
		VILYA_ED25519_BACKEND=$backend "$bin" -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/^stdlib$/^64x64$' -test.benchtime 3s -test.cpuprofile "$out/$side-$backend.pprof" >"$out/$side-$backend.txt" 2>&1
		go tool pprof -top -nodecount 25 "$bin" "$out/$side-$backend.pprof" >"$out/$side-$backend-top.txt" 2>&1
	done
done
