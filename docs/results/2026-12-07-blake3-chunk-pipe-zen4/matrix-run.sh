#!/bin/bash
# the blake3 one-shot rows, 6653adc (benchR) and the pipelined kernel route (benchP), alternated; from bench/ of 6653adc
cd /tmp/wt/bench
for r in 1 2 3; do
  for v in R P; do
    GOMAXPROCS=2 /tmp/bench$v matrix -group blake3 -ops hash,keyed,derive-key -json /tmp/pm/$v-$r.json > /tmp/pm/$v-$r.md 2> /tmp/pm/$v-$r.stderr
  done
done
echo done > /tmp/pm/DONE
