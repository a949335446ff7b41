#!/bin/bash
# Three gap-matrix runs (ed25519 group) of 8c15f1c's bench and of d4c7ad8's, alternated, each on a fresh copy.
out=/tmp/s39/res2
mkdir -p $out/matrix
cd /tmp/s39/wt-final/bench
for r in 1 2 3; do
  for v in final old; do
    cp /tmp/s39/bench-$v /tmp/s39/run-bin && sync
    /usr/bin/time -f '%e s' -o $out/matrix/$v-$r.time /tmp/s39/run-bin matrix -group ed25519 -json $out/matrix/$v-$r.json > $out/matrix/$v-$r.md 2> $out/matrix/$v-$r.stderr
    rm -f /tmp/s39/run-bin
  done
done
echo done > $out/DONE
