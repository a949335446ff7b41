#!/bin/bash
# Usage: run-cli.sh BEFORE AFTER FILE... > raw-cli.txt
# vilya b3sum (BEFORE, AFTER) against b3sum on files in the page cache,
# one thread and all threads: hyperfine -N, 2 warm-ups, 10 runs, the three
# commands of a setting in one hyperfine; then the page faults of one run of
# each (/usr/bin/time). Every command under `cpujob bench` (alone on the
# machine).
set -eu
before=$1 after=$2
shift 2
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi|bmi2)$' | tr '\n' ' ')"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# vilya: $("$after" cpu | head -1)"
echo "# b3sum: $(b3sum --version)"
echo "# kernel: $(uname -r)"
echo "# load: $(cat /proc/loadavg)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for file in "$@"; do
	echo "# file: $file, $(stat -c %s "$file") bytes"
	want=$(b3sum --no-names "$file")
	for v in "$before" "$after"; do
		got=$("$v" b3sum --no-names "$file")
		[ "$got" = "$want" ] || { echo "MISMATCH $v: $got, want $want"; exit 1; }
	done
	for t in 1 all; do
		opt=""
		[ $t = 1 ] && opt="--num-threads 1"
		echo "== $file threads $t"
		cpujob bench hyperfine -N -w 2 -r 10 --export-json "$tmp" \
			"b3sum $opt $file" "$before b3sum $opt $file" "$after b3sum $opt $file" 2>&1
		python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); [print("json", json.dumps({"command": r["command"], "times": r["times"], "user": r["user"], "system": r["system"]})) for r in j["results"]]' "$tmp"
	done
	for cmd in "b3sum $file" "$before b3sum $file" "$after b3sum $file"; do
		echo "== time: $cmd: $(cpujob bench /usr/bin/time -f '%e s elapsed, %U s user, %S s system, %R minor faults' $cmd 2>&1 >/dev/null | tail -1)"
	done
done
