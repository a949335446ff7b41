#!/bin/bash
# Usage: run-cli.sh BEFORE_BIN AFTER_BIN FILE CHECKFILE_DIR > raw-cli-N.txt
# vilya b3sum (before and after) against b3sum on FILE (read once first, so
# that it is in the page cache), with one thread and with all threads, and
# `b3sum -c` of CHECKFILE_DIR/check.txt (20,000 lines naming one 5-byte
# file); hyperfine, 10 runs after 2 warm-ups, each hyperfine under
# `cpujob bench` (alone on the machine). hyperfine -N sends standard error
# to /dev/null.
set -eu
before=$1 after=$2 file=$3 chk=$4
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi|bmi2)$' | tr '\n' ' ')"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# b3sum: $(b3sum --version)"
echo "# file: $file, $(stat -c %s "$file") bytes"
echo "# load: $(cat /proc/loadavg)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
# tojson prints each run of hyperfine's export as one "json" line.
tojson() {
	python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); [print("json", json.dumps({"command": r["command"], "times": r["times"], "user": r["user"], "system": r["system"]})) for r in j["results"]]' "$tmp"
}
cat "$file" > /dev/null
want=$(b3sum --no-names "$file")
for b in "$before" "$after"; do
	got=$("$b" b3sum --no-names "$file")
	[ "$got" = "$want" ] || { echo "MISMATCH: $b gave $got, want $want"; exit 1; }
done
for t in 1 all; do
	opt=""
	[ $t = 1 ] && opt="--num-threads 1"
	echo "== threads $t"
	cpujob bench hyperfine -N -w 2 -r 10 --export-json "$tmp" \
		"b3sum $opt $file" "$after b3sum $opt $file" "$before b3sum $opt $file" 2>&1
	tojson
done
echo "== check"
cd "$chk"
cpujob bench hyperfine -N -w 2 -r 10 --export-json "$tmp" \
	"b3sum -c check.txt" "$after b3sum -c check.txt" "$before b3sum -c check.txt" 2>&1
tojson
