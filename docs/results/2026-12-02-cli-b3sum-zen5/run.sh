#!/bin/bash
# Usage: run.sh VILYA FILE256 FILE1G > raw-cli.txt
# vilya b3sum against b3sum on cached files (256 MiB and 1 GiB, each written
# in one write), one thread and all threads, hyperfine -N, 2 warm-ups, 10
# runs; then, per file and thread count, one run of each under
# /usr/bin/time -v and strace -c -f (system calls, page faults, context
# switches). Every command under `cpujob bench` (alone on the machine).
set -eu
vilya=$1
shift
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi|bmi2)$' | tr '\n' ' ')"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# vilya: $("$vilya" cpu | head -1)"
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
	got=$("$vilya" b3sum --no-names "$file")
	[ "$got" = "$want" ] || { echo "MISMATCH: $got, want $want"; exit 1; }
	for t in 1 all; do
		opt=""
		[ $t = 1 ] && opt="--num-threads 1"
		echo "== $file threads $t"
		cpujob bench hyperfine -N -w 2 -r 10 --export-json "$tmp" \
			"b3sum $opt $file" "$vilya b3sum $opt $file" \
			"env VILYA_B3SUM_NO_MMAP=1 $vilya b3sum $opt $file" 2>&1
		tojson
		for cmd in "b3sum $opt $file" "$vilya b3sum $opt $file"; do
			echo "== time -v: $cmd"
			cpujob bench /usr/bin/time -v $cmd 2>&1 | grep -E "Elapsed|User time|System time|faults|context switches"
			echo "== strace -c -f: $cmd"
			cpujob bench strace -c -f -o "$tmp.st" $cmd > /dev/null
			head -25 "$tmp.st"
		done
	done
done
