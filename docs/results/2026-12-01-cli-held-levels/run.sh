#!/bin/bash
# Whole-process speed of vilya b3sum (two builds, BEFORE and AFTER) against
# b3sum on one cached file, with every implementation held to one level:
#
#   run.sh LEVEL FILE ROUNDS BEFORE AFTER
#
# LEVEL avx2: vilya with VILYA_KERNELS=blake3=avx2, b3sum with
# bench/cpuidmask (CPUIDMASK=avx512: CPUID shows it no AVX-512); LEVEL
# sse41: blake3=sse41 and CPUIDMASK=avx2 (no AVX-512, AVX or AVX2);
# LEVEL native: nothing held. Each round runs every command once, in a
# rotated order. Prints the environment, one line per run (round, command,
# wall, user and system seconds), then the medians.
set -eu
level=$1 file=$2 rounds=$3 before=$4 after=$5
root=$(cd "$(dirname "$0")/../../.." && pwd)
so=$(mktemp -d)/cpuidmask.so
"$root/bench/cpuidmask/build.sh" "$so"
case $level in
avx2) vk=blake3=avx2 mask=avx512 ;;
sse41) vk=blake3=sse41 mask=avx2 ;;
native) vk= mask= ;;
*) echo "LEVEL: avx2, sse41 or native" >&2; exit 2 ;;
esac
b3="env CPUIDMASK=$mask LD_PRELOAD=$so b3sum"
vb="env VILYA_KERNELS=$vk $before b3sum"
va="env VILYA_KERNELS=$vk $after b3sum"
echo "date: $(date -u +%FT%TZ)"
echo "level: $level"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) logical cores"
echo "cpu flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -E '^(sse4_1|avx2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi|cpuid_fault)$' | tr '\n' ' ')"
echo "go: $(go version)"
echo "commit: $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD || echo ' (with uncommitted changes)')"
echo "b3sum: $(b3sum --version) ($(dpkg-query -W -f '${Package} ${Version}' b3sum 2>/dev/null)); as held: $(env CPUIDMASK_CHECK=1 CPUIDMASK=$mask LD_PRELOAD=$so b3sum --version 2>&1 | tr '\n' ' ')"
echo "file: $file, $(stat -c %s "$file") bytes (in the page cache: read once before timing)"
echo "load: $(cat /proc/loadavg)"
for v in "$before" "$after"; do
  echo "$v (VILYA_KERNELS=$vk) cpu:"; env VILYA_KERNELS=$vk "$v" cpu | sed 's/^/    /'
done
cat "$file" > /dev/null
cmds=(
  "$b3 --num-threads 1 $file"
  "$vb --num-threads 1 $file"
  "$va --num-threads 1 $file"
  "$b3 $file"
  "$vb $file"
  "$va $file"
)
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
