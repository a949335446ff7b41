#!/bin/bash
# Combined encoding of 64 MiB on one core with three copying kernels, test
# binaries alternated RUNS times, each under the exclusive CPU lock (cpujob
# bench). Binaries (see README.md): base = blake3/bao test binary at
# 206d1a5; nt = 206d1a5 + nt.patch, regenerated (go generate ./blake3);
# aligned = the same with VMOVNTDQ replaced by VMOVDQA64 in
# blake3/_asm/at.go, regenerated:
#   go test -c -o /tmp/baoenc-base.test ./blake3/bao   (and -nt2, -al)
#   bash docs/results/2026-12-02-bao-nt-stores/run.sh 3
set -e
runs=${1:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	for v in base nt2 al; do
		(cd ../../../blake3/bao && echo "# binary: $v" &&
			GOMAXPROCS=1 VILYA_BAO_GIB=1 cpujob bench /tmp/baoenc-$v.test -test.run '^$' \
				-test.bench '^Benchmark(Sum256|Encode|EncodeOutboard)$/65536KiB' -test.benchtime 20x) > "raw/$v-$i.txt" 2>&1
	done
done
