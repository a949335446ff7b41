#!/bin/bash
# Alternates the before (e42d27a) and after (cba943a) bench binaries, ABBA per round.
cd /tmp/l28  # the raw files were moved to raw/ afterwards, progress.txt as raw/order.txt
for r in 1 2 3 4; do
  if [ $((r % 2)) = 1 ]; then order="e42d27a cba943a"; else order="cba943a e42d27a"; fi
  for g in ed25519 blake3; do
    for c in $order; do
      /usr/bin/time -o $g-$c-$r.time /tmp/b/bench-$c matrix -group $g -vilya-bin /tmp/b/vilya-$c -json $g-$c-$r.json > $g-$c-$r.md 2> $g-$c-$r.stderr
      echo "$(date +%T) done $g $c $r" >> progress.txt
    done
  done
done
