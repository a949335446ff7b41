#!/bin/bash
# Controls whose code had no speed work in the period: ed25519 forced portable, blake3 forced avx2, sha512.
cd /tmp/l28  # the raw files were moved to raw/ afterwards, progress.txt as raw/order.txt
while pgrep -f run.sh >/dev/null; do sleep 10; done
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="e42d27a cba943a"; else order="cba943a e42d27a"; fi
  for spec in "ed25519:ed25519=portable:ed25519portable" "blake3:blake3=avx2:blake3avx2" "sha512::sha512"; do
    IFS=: read g k name <<< "$spec"
    for c in $order; do
      kf=""; [ -n "$k" ] && kf="-kernels $k"
      /usr/bin/time -o $name-$c-$r.time /tmp/b/bench-$c matrix -group $g $kf -vilya-bin /tmp/b/vilya-$c -json $name-$c-$r.json > $name-$c-$r.md 2> $name-$c-$r.stderr
      echo "$(date +%T) done $name $c $r" >> progress.txt
    done
  done
done
