#!/bin/bash
# Zen 4: the 16-lane estimate with Sapphire Rapids' costs (cur, 6653adc) and
# with this CPU's (z4, 6653adc + z4costs.patch), each harness in its own
# process, alternated twice; from blake3/ of 6653adc.
cd /tmp/wt/blake3
for r in 3 4; do
  for v in cur z4; do
    for h in ZZBatchGrid ZZPairs ZZMix ZZMix5; do
      /tmp/grid-$v.test -test.run XXX -test.bench "^Benchmark$h\$" -test.benchtime 3000x > /tmp/me/$v-$h-$r.txt 2>&1
    done
  done
done
echo done > /tmp/me/DONE
