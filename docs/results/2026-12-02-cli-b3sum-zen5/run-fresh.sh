#!/bin/bash
# Usage: run-fresh.sh AFTER DIR > raw-fresh.txt
# As the gap matrix does: write a 256 MiB file in one write and hash it at
# once (its pages still dirty), b3sum against vilya b3sum (after, and held
# to reading), all threads; hyperfine -N, 2 warm-ups, 10 runs; then one
# strace -c -f of vilya to see which way it took. Under `cpujob bench`.
set -eu
after=$1 dir=$2
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# load: $(cat /proc/loadavg)"
f=$dir/fresh256.bin
tmp=$(mktemp)
trap 'rm -f "$tmp" "$f"' EXIT
cpujob bench bash -c "python3 -c 'import os; open(\"$f\",\"wb\").write(os.urandom(256<<20))' && echo \"== $f threads all\" && hyperfine -N -w 2 -r 10 --export-json $tmp 'b3sum $f' '$after b3sum $f' 'env VILYA_B3SUM_NO_MMAP=1 $after b3sum $f' 2>&1 && strace -c -f -o $tmp.st $after b3sum $f >/dev/null && grep -E 'pread64|futex|total' $tmp.st"
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); [print("json", json.dumps({"command": r["command"], "times": r["times"], "user": r["user"], "system": r["system"]})) for r in j["results"]]' "$tmp"
