#!/bin/bash
# The single-core benchmarks again, RUNS times, on the blake3/bao test
# binary built at COMMIT (3fc70e8: BenchmarkEncodeTo/discard makes its
# parent-node buffer before timing; the library code is run.sh's), under
# the exclusive CPU lock:
#   go test -c -o /tmp/bao-B2.test ./blake3/bao
#   bash docs/results/2026-12-02-bao-encode/run-single.sh 3fc70e8 3
set -e
bc=${1:?commit}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at $bc; GOMAXPROCS=1" &&
		GOMAXPROCS=1 VILYA_BAO_GIB=1 cpujob bench /tmp/bao-B2.test -test.run '^$' \
			-test.bench '^Benchmark(Sum256|Encode|EncodeOutboard|EncodeTo|Decode|DecodeOutboard)$' -test.benchtime 3x) > "raw/single-$i.txt" 2>&1
done
