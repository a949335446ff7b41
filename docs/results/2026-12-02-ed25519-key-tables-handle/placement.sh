#!/bin/sh
# Placement control for the avx2 rows of ab.sh: old.test (8db7f85),
# new.test (handle) and newpad.test (handle plus placement-pad.go.txt
# dropped into ed25519/internal/msm as zz_pad.go, a 32-byte function that
# puts every r25x4 kernel back at its old address mod 64; r51x8 and r64
# then sit 32 off their old addresses mod 64), each `go test -c
# ./ed25519`; avx2 forced, the three rotated in each round, every run
# under `cpujob bench`.
# Usage: placement.sh OLD.test NEW.test NEWPAD.test [ROUNDS] > placement.txt
set -e
old=$1; new=$2; pad=$3; rounds=${4:-3}
echo "# go: $(go version)"
echo "# old: $old ($(sha256sum "$old" | cut -c1-16)) new: $new ($(sha256sum "$new" | cut -c1-16)) newpad: $pad ($(sha256sum "$pad" | cut -c1-16))"
for r in $(seq 1 "$rounds"); do
  case $((r % 3)) in
  1) order="old new newpad" ;;
  2) order="new newpad old" ;;
  0) order="newpad old new" ;;
  esac
  for b in $order; do
    case $b in old) bin=$old ;; new) bin=$new ;; newpad) bin=$pad ;; esac
    echo "## round $r $b backend=avx2 $(date -u +%H:%M:%S)"
    VILYA_ED25519_BACKEND=avx2 cpujob bench "$bin" -test.run '^$' -test.bench 'VerifyBatchKeys|VerifyPublicKey' -test.benchtime 1s -test.count 3 | grep '^Benchmark'
  done
done
echo "# done $(date -u +%H:%M:%S)"
