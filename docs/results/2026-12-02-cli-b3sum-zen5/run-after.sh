#!/bin/bash
# Usage: run-after.sh BEFORE AFTER FILE... > raw-after.txt
# b3sum, vilya b3sum before and after (the probe change), and the after
# binary held to reading (VILYA_B3SUM_NO_MMAP=1), on each cached FILE, one
# thread and all threads; hyperfine -N, 2 warm-ups, 10 runs, each hyperfine
# under `cpujob bench` (alone on the machine).
set -eu
before=$1 after=$2
shift 2
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi|bmi2)$' | tr '\n' ' ')"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# b3sum: $(b3sum --version)"
echo "# kernel: $(uname -r)"
echo "# load: $(cat /proc/loadavg)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
tojson() {
	python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); [print("json", json.dumps({"command": r["command"], "times": r["times"], "user": r["user"], "system": r["system"]})) for r in j["results"]]' "$tmp"
}
for file in "$@"; do
	echo "# file: $file, $(stat -c %s "$file") bytes"
	cat "$file" > /dev/null
	want=$(b3sum --no-names "$file")
	for b in "$before" "$after"; do
		got=$("$b" b3sum --no-names "$file")
		[ "$got" = "$want" ] || { echo "MISMATCH: $b gave $got, want $want"; exit 1; }
	done
	for t in 1 all; do
		opt=""
		[ $t = 1 ] && opt="--num-threads 1"
		echo "== $file threads $t"
		cpujob bench hyperfine -N -w 2 -r 10 --export-json "$tmp" \
			"b3sum $opt $file" "$after b3sum $opt $file" "$before b3sum $opt $file" \
			"env VILYA_B3SUM_NO_MMAP=1 $after b3sum $opt $file" 2>&1
		tojson
	done
done
