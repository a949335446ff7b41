#!/bin/sh
# A/B of the warm paths across the key-tables move (issue 28): OLD.test
# (main 8db7f85) against NEW.test (branch handle, 58fdcaa's code), both
# built with `go test -c ./ed25519`, alternated in each round (the order
# flips every round), every run under `cpujob bench`; the ifma backend
# (the machine's default, no variable set) and the avx2 backend
# (VILYA_ED25519_BACKEND=avx2) in every round.
# Usage: ab.sh OLD.test NEW.test [ROUNDS] > raw.txt
set -e
old=$1; new=$2; rounds=${3:-3}
echo "# go: $(go version)"
echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2) family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2) model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2)"
echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2)"
echo "# old: $old ($(sha256sum "$old" | cut -c1-16)) new: $new ($(sha256sum "$new" | cut -c1-16))"
for r in $(seq 1 "$rounds"); do
  order="old new"; [ $((r % 2)) -eq 0 ] && order="new old"
  for be in ifma avx2; do
    for b in $order; do
      bin=$old; [ $b = new ] && bin=$new
      echo "## round $r $b backend=$be $(date -u +%H:%M:%S)"
      if [ $be = ifma ]; then
        cpujob bench "$bin" -test.run '^$' -test.bench 'VerifyBatchKeys|VerifyPublicKey' -test.benchtime 1s -test.count 3 | grep '^Benchmark'
      else
        VILYA_ED25519_BACKEND=$be cpujob bench "$bin" -test.run '^$' -test.bench 'VerifyBatchKeys|VerifyPublicKey' -test.benchtime 1s -test.count 3 | grep '^Benchmark'
      fi
    done
  done
done
echo "# done $(date -u +%H:%M:%S)"
