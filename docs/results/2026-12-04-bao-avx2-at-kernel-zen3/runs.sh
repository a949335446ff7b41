#!/bin/bash
# The commands behind this folder (2026-12-04, AMD Zen 3 VM). Each bench
# binary from a clean `git archive` tree of its commit:
#   git archive <c> | tar -x -C /tmp/m-<c>; cd /tmp/m-<c>/bench && ./cblake3.sh
#   go build -o /tmp/x/bench-<c> .
# cb3f8db: main before the kernel; 0967aa1: hashChunksAtAVX2. Alternated:
set -e
O=${OUT:-.}
n=0
for c in cb3f8db 0967aa1 0967aa1 cb3f8db 0967aa1 cb3f8db cb3f8db 0967aa1; do
	n=$((n + 1))
	/usr/bin/time -f "%e s wall" -o $O/bao-$n-$c.time /tmp/x/bench-$c matrix -group bao -json $O/bao-$n-$c.json > $O/bao-$n-$c.md 2> $O/bao-$n-$c.stderr
done
python3 $O/recompute.py
