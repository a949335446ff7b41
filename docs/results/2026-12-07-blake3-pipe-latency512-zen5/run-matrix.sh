#!/bin/bash
# A/B of the pipeGroups route on Zen 5: O = bench of 16edbd7's code (route
# off on this class), P = the same plus the route (pipeGroups also under
# cpu.Latency512); alternated, three runs each, from bench/ of the working tree.
cd /work/main/bench
for n in 1 2 3; do
  for v in O P; do
    b=/tmp/bench1; [ $v = P ] && b=/tmp/bench2
    GOMAXPROCS=2 $b matrix -group blake3 -ops "hash,keyed,derive-key,stream-16 KiB-writes" -json /tmp/pipe/matrix/$v-$n.json > /tmp/pipe/matrix/$v-$n.md 2> /tmp/pipe/matrix/$v-$n.stderr
  done
done
echo done > /tmp/pipe/matrix/DONE
