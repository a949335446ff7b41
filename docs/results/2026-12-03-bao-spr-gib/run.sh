#!/bin/bash
# Issue 31's bars at the issue's size (1 GiB) on this machine, one core and
# two: on a blake3/bao test binary, the single-core benchmarks at 1 MiB,
# 64 MiB and 1 GiB RUNS times (GOMAXPROCS=1), then the multi-core ones at
# GOMAXPROCS=1 and 2 alternated RUNS times. Every command runs under the
# exclusive CPU lock (cpujob bench). Build first, from the repository root:
#   go test -c -o /tmp/bao.test ./blake3/bao
#   bash docs/results/2026-12-03-bao-spr-gib/run.sh COMMIT 3
set -e
c=${1:?commit of the test binary}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at $c; GOMAXPROCS=1" &&
		GOMAXPROCS=1 VILYA_BAO_GIB=1 cpujob bench /tmp/bao.test -test.run '^$' \
			-test.bench '^Benchmark(Sum256|Encode|EncodeOutboard|EncodeTo|Decode|DecodeOutboard)$' -test.benchtime 3x) > "raw/single-$i.txt" 2>&1
done
for i in $(seq "$runs"); do
	for p in 1 2; do
		(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at $c; GOMAXPROCS=$p" &&
			GOMAXPROCS=$p VILYA_BAO_GIB=1 cpujob bench /tmp/bao.test -test.run '^$' \
				-test.bench '^Benchmark(Sum256|Sum256Parallel|Encode|EncodeParallel|EncodeOutboard|EncodeOutboardParallel)$' -test.benchtime 5x) > "raw/multi-p$p-$i.txt" 2>&1
	done
done
