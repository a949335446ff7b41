#!/bin/bash
# The blake3 group's hash and keyed rows only, five more runs a side, alternated ABBA.
cd /tmp/l28k  # the raw files were moved to raw/ afterwards, order.txt appended to raw/order.txt
for r in 1 2 3 4 5; do
  if [ $((r % 2)) = 1 ]; then order="e42d27a cba943a"; else order="cba943a e42d27a"; fi
  for c in $order; do
    /tmp/b/bench-$c matrix -group blake3 -ops keyed,hash -json blake3small-$c-$r.json > blake3small-$c-$r.md 2> blake3small-$c-$r.stderr
    echo "$(date +%T) done blake3small $c $r" >> order.txt
  done
done
