#!/bin/bash
# Usage: run-startup.sh BEFORE AFTER HELLO > raw-startup.txt
# Process start-up: b3sum, vilya b3sum (BEFORE, AFTER) on a 1-byte file and
# a Go program that prints one line (HELLO: package main; import "os";
# func main() { os.Stdout.WriteString("hi\n") }, go1.26.8), hyperfine -N,
# 3 warm-ups, 30 runs, under `cpujob bench`; then the minor faults of one run
# of each.
set -eu
before=$1 after=$2 hello=$3
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# load: $(cat /proc/loadavg)"
tiny=$(mktemp)
tmp=$(mktemp)
trap 'rm -f "$tiny" "$tmp"' EXIT
printf x > "$tiny"
echo "== $tiny threads all"
cpujob bench hyperfine -N -w 3 -r 30 --export-json "$tmp" "b3sum $tiny" "$before b3sum $tiny" "$after b3sum $tiny" "$hello" 2>&1
python3 -c 'import json,sys; j=json.load(open(sys.argv[1])); [print("json", json.dumps({"command": r["command"], "times": r["times"], "user": r["user"], "system": r["system"]})) for r in j["results"]]' "$tmp"
for cmd in "b3sum $tiny" "$before b3sum $tiny" "$after b3sum $tiny" "$hello"; do
	echo "== time: $cmd: $(cpujob bench /usr/bin/time -f '%e s elapsed, %U s user, %S s system, %R minor faults' $cmd 2>&1 >/dev/null | tail -1)"
done
