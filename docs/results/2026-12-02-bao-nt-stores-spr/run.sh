#!/bin/bash
# Combined encoding on one core with three copying kernels on Sapphire
# Rapids: test binaries alternated RUNS times, each under the exclusive CPU
# lock (cpujob bench). The Zen 5 folder's run.sh
# (../2026-12-02-bao-nt-stores/run.sh) with its own binary names and a size
# argument. Binaries (see README.md): base = blake3/bao test binary of main
# at 137e167; nt2 = 137e167 + ../2026-12-02-bao-nt-stores/nt.patch,
# regenerated (cd blake3 && go generate ./...); al = the same with VMOVNTDQ
# replaced by VMOVDQA64 in blake3/_asm/at.go, regenerated:
#   go test -c -o /tmp/baont-base.test ./blake3/bao   (and -nt2, -al)
#   bash docs/results/2026-12-02-bao-nt-stores-spr/run.sh 3          # 64 MiB, 20x
#   bash docs/results/2026-12-02-bao-nt-stores-spr/run.sh 1 gib      # 1 GiB, 3x
set -e
runs=${1:-3}
size=${2:-64mib}
case $size in
64mib) sub=65536KiB iters=20x tag= ;;
gib) sub=1048576KiB iters=3x tag=gib- ;;
*) echo "size: 64mib or gib" >&2; exit 2 ;;
esac
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	for v in base nt2 al; do
		(cd ../../../blake3/bao && echo "# binary: $v" &&
			GOMAXPROCS=1 VILYA_BAO_GIB=1 cpujob bench /tmp/baont-$v.test -test.run '^$' \
				-test.bench "^Benchmark(Sum256|Encode|EncodeOutboard)\$/$sub" -test.benchtime $iters) > "raw/$v-$tag$i.txt" 2>&1
	done
done
