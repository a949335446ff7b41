#!/bin/bash
# Runs per level of the blake3 group, interleaved avx2 sse41 avx2 ..., each
# under the exclusive CPU lock, into the subfolder DIR. Run from this folder
# (as the previous folder's runs were, so the whole-process rows are n/a)
# with the binary built in bench/ at the commit named in README.md, after
# ./cblake3.sh has linked the official C there:
#   (cd ../../../bench && ./cblake3.sh && go build -o /tmp/vilya-matrix .)
#   bash run.sh /tmp/vilya-matrix 5 final
#   ZEEBO_HELD=1 bash run.sh /tmp/vilya-matrix 5 held
set -e
bin=${1:?matrix binary}
runs=${2:-5}
dir=${3:?output folder}
cd "$(dirname "$0")"
mkdir -p "$dir"
# With ZEEBO_HELD=1, zeebo runs at the same level as vilya where its own
# switch allows (BLAKE3_DISABLE_AVX2=1 in the sse41 runs; it has no
# AVX-512 kernel); the header's "kernel zeebo" line says which it ran.
for i in $(seq "$runs"); do
	for level in avx2 sse41; do
		zenv=
		if [ "${ZEEBO_HELD:-}" = 1 ] && [ $level = sse41 ]; then
			zenv=BLAKE3_DISABLE_AVX2=1
		fi
		env $zenv flock -x /work/notes/cpu.lock "$bin" matrix -group blake3 -kernels blake3=$level \
			-json "$dir/$level-$i.json" > "$dir/$level-$i.md" 2> "$dir/$level-$i.log"
	done
done
