#!/bin/bash
# Issue 31's open bars on one machine: the gap matrix's bao group, A
# (main at fc14c77) and B (this branch) alternated RUNS times; then, on
# B's blake3/bao test binary, the single-core benchmarks at 1 MiB, 64 MiB
# and 1 GiB RUNS times, the multi-core ones at GOMAXPROCS=1 and 2
# alternated RUNS times, and probe.go (plain copies: page faults of fresh
# memory) once. Every command runs under the exclusive CPU lock (cpujob
# bench). Build first, from the repository root:
#   git archive fc14c77 | tar -x -C /tmp/bao-A-src && (cd /tmp/bao-A-src/bench && ./cblake3.sh && go build -o /tmp/bao-vm-A .)
#   (cd bench && ./cblake3.sh && go build -o /tmp/bao-vm-B .)
#   go test -c -o /tmp/bao-B.test ./blake3/bao
#   bash docs/results/2026-12-02-bao-encode/run.sh B-COMMIT 3
set -e
bc=${1:?B commit}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	for v in A B; do
		c=fc14c77; [ $v = B ] && c=$bc
		{ echo "# binary: vilya-matrix built at $c"; cpujob bench "/tmp/bao-vm-$v" matrix -group bao -json "raw/$v-$i.json"; } > "raw/$v-$i.md" 2> "raw/$v-$i.log"
	done
done
for i in $(seq "$runs"); do
	(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at $bc; GOMAXPROCS=1" &&
		GOMAXPROCS=1 VILYA_BAO_GIB=1 cpujob bench /tmp/bao-B.test -test.run '^$' \
			-test.bench '^Benchmark(Sum256|Encode|EncodeOutboard|EncodeTo|Decode|DecodeOutboard)$' -test.benchtime 3x) > "raw/single-$i.txt" 2>&1
done
for i in $(seq "$runs"); do
	for p in 1 2; do
		(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at $bc; GOMAXPROCS=$p" &&
			GOMAXPROCS=$p VILYA_BAO_GIB=1 cpujob bench /tmp/bao-B.test -test.run '^$' \
				-test.bench '^Benchmark(Sum256|Sum256Parallel|Encode|EncodeParallel|EncodeOutboard|EncodeOutboardParallel)$' -test.benchtime 5x) > "raw/multi-p$p-$i.txt" 2>&1
	done
done
(cd ../../.. && cpujob bench go run ./docs/results/2026-12-02-bao-encode/probe.go) > raw/probe.txt 2>&1
