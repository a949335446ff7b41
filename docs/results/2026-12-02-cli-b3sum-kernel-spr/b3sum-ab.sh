#!/bin/bash
# Alternated hyperfine rounds: vilya b3sum at 8db7f85 (base) and with the
# AVX-512 chunk kernel's block transpose (new, e391887), against b3sum 1.2.0,
# on a cached 1 GiB and 256 MiB file of random bytes, all threads and one
# thread. Usage: b3sum-ab.sh OUTDIR ROUNDS
out=$1; rounds=${2:-3}
mkdir -p "$out"
for f in /tmp/f1g /tmp/f256m; do cat $f >/dev/null; done
for r in $(seq "$rounds"); do
  for f in /tmp/f1g /tmp/f256m; do
    tag=$(basename $f)
    case $((r % 2)) in
    1) order="base new" ;;
    0) order="new base" ;;
    esac
    cmds=()
    for v in $order; do cmds+=("/tmp/v$v b3sum $f"); done
    cmds+=("b3sum $f")
    for v in $order; do cmds+=("/tmp/v$v b3sum --num-threads 1 $f"); done
    cmds+=("b3sum --num-threads 1 $f")
    cpujob bench hyperfine -N --warmup 2 --runs 15 -u millisecond --export-json "$out/round$r-$tag.json" "${cmds[@]}" >/dev/null 2>&1
  done
done
