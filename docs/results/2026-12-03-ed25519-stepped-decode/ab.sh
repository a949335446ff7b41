#!/bin/bash
# Alternated rounds: main (Point.SetBytes before the chain), the stepped
# r64.Decoder with WDS operations before each chain operation (WDS=0: the
# whole decoding after the chain, no overlap), avx2 backend forced.
cd /tmp/sd
for r in 1 2 3 4 5; do
  for cfg in now:0 wds:0 wds:2 wds:3 wds:4; do
    b=${cfg%%:*} w=${cfg#*:}
    echo "== round $r $b-$w"
    WDS=$w VILYA_ED25519_BACKEND=avx2 ./ed-$b.test -test.run '^$' -test.bench 'VerifyPublicKey/stdlib/1232' -test.benchtime 1s -test.count 2 2>&1 | grep Bench
  done
done
