#!/bin/bash
# Whole-process speed of vilya b3sum against b3sum on one file, interleaved:
# each round runs every command once, in a rotated order, so that load from
# other work on the machine falls on all of them alike.
#
#   run.sh VILYA_BINARY FILE ROUNDS
#
# Prints the environment, then one line per run: round, command, wall
# seconds, user seconds, system seconds; then the medians.
set -eu
vilya=$1 file=$2 rounds=${3:-7}
echo "date: $(date -u +%FT%TZ)"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) logical cores"
echo "cpu flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi)$' | tr '\n' ' ')"
echo "go: $(go version)"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)')"
echo "b3sum: $(b3sum --version) ($(dpkg-query -W -f '${Package} ${Version}' b3sum 2>/dev/null))"
echo "file: $file, $(stat -c %s "$file") bytes (in the page cache: read once before timing)"
echo "load: $(cat /proc/loadavg)"
echo "vilya cpu:"; "$vilya" cpu | sed 's/^/    /'
cat "$file" > /dev/null
cmds=(
  "b3sum --num-threads 1 $file"
  "$vilya b3sum --num-threads 1 $file"
  "b3sum $file"
  "$vilya b3sum $file"
)
# Check the outputs agree before timing anything.
want=$(b3sum --no-names "$file")
for c in "${cmds[@]}"; do
  got=$($c | cut -d' ' -f1)
  [ "$got" = "$want" ] || { echo "MISMATCH: $c gave $got, want $want"; exit 1; }
done
TIMEFORMAT='%R %U %S'
declare -A res
for ((r = 0; r < rounds; r++)); do
  for ((k = 0; k < ${#cmds[@]}; k++)); do
    i=$(( (k + r) % ${#cmds[@]} ))
    c=${cmds[$i]}
    t=$( { time $c > /dev/null; } 2>&1 )
    echo "run $r [$i] $c: $t"
    res[$i]+="$t"$'\n'
  done
done
echo "medians over $rounds rounds (wall user sys, seconds):"
for ((i = 0; i < ${#cmds[@]}; i++)); do
  med() { printf '%s' "${res[$i]}" | awk -v f=$1 '{print $f}' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
  echo "  [$i] ${cmds[$i]}: wall $(med 1) user $(med 2) sys $(med 3)"
done
