#!/bin/bash
# Runs per level of the blake3 group, interleaved avx2 sse41 avx2 ..., each
# under the exclusive CPU lock, into the subfolder DIR. Run from this folder
# (as the previous folder's runs were, so the whole-process rows are n/a)
# with the binary built in bench/ at the commit named in README.md, after
# ./cblake3.sh has linked the official C there:
#   (cd ../../../bench && ./cblake3.sh && go build -o /tmp/vilya-matrix .)
#   bash run.sh /tmp/vilya-matrix 5 final
set -e
bin=${1:?matrix binary}
runs=${2:-5}
dir=${3:?output folder}
cd "$(dirname "$0")"
mkdir -p "$dir"
for i in $(seq "$runs"); do
	for level in avx2 sse41; do
		flock -x /work/notes/cpu.lock "$bin" matrix -group blake3 -kernels blake3=$level \
			-json "$dir/$level-$i.json" > "$dir/$level-$i.md" 2> "$dir/$level-$i.log"
	done
done
