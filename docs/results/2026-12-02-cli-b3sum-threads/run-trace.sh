#!/bin/bash
# Usage: run-trace.sh TRACE_BEFORE TRACE_AFTER TOUCH DIR > raw-trace.txt
# Phase timing inside one process: vilya b3sum built with trace.py's timing
# prints (TRACE_BEFORE from 323fb3b, TRACE_AFTER from adb2740; times from
# the blake3 package's initialisation), all threads, on a 256 MiB file
# written in one write just before (as the gap matrix does), two runs each;
# then TOUCH (touch.go.txt): the cost of touching memory fresh from the
# kernel. Under `cpujob bench` (alone on the machine).
set -eu
before=$1 after=$2 touch=$3 dir=$4
echo "# date: $(date -u +%FT%TZ)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
echo "# go: $(go version)"
echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
echo "# kernel: $(uname -r)"
echo "# load: $(cat /proc/loadavg)"
f=$dir/trace256.bin
trap 'rm -f "$f"' EXIT
cpujob bench bash -c "
python3 -c 'import os; open(\"$f\",\"wb\").write(os.urandom(256<<20))'
for b in $before $after; do for i in 1 2; do
  echo \"== trace \$b run \$i\"; VILYA_TRACE=1 \$b b3sum --no-names $f 2>&1
  echo \"== time: \$(/usr/bin/time -f '%e s elapsed, %U s user, %S s system, %R minor faults' \$b b3sum $f 2>&1 >/dev/null | tail -1)\"
done; done
echo \"== time b3sum: \$(/usr/bin/time -f '%e s elapsed, %U s user, %S s system, %R minor faults' b3sum $f 2>&1 >/dev/null | tail -1)\"
echo '== touch'; $touch 2>&1"
