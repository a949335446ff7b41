#!/bin/bash
# A/B of the scalarRows route on Zen 5: O = bench of 5bea280 (route absent),
# P = the same plus the scalar kernels and route (the commit that adds this
# folder); alternated, three runs each, in-process rows only.
cd /work/main/bench
ops="hash,keyed,derive-key,xof,stream-64 B-writes,stream-4 KiB-writes,stream-16 KiB-writes,stream-64 KiB-writes,many,many-mixed"
for n in 1 2 3; do
  for v in O P; do
    GOMAXPROCS=2 /tmp/sr/bench$v matrix -group blake3 -ops "$ops" -json /tmp/sr/matrix/$v-$n.json > /tmp/sr/matrix/$v-$n.md 2> /tmp/sr/matrix/$v-$n.stderr
  done
done
echo done > /tmp/sr/matrix/DONE
