#!/bin/bash
# Alternated rounds: main (Point.SetBytes before the chain) and the ifma
# split check with the stepped r64.Decoder (WDS operations before each
# chain step; WDS=0: the whole decoding after the chain), ifma backend.
cd /tmp/sd
for r in 1 2 3 4 5; do
  for cfg in now:0 ifsd:0 ifsd:3 ifsd:4; do
    b=${cfg%%:*} w=${cfg#*:}
    echo "== round $r $b-$w"
    WDS=$w ./ed-$b.test -test.run '^$' -test.bench 'VerifyPublicKey/stdlib/1232' -test.benchtime 1s -test.count 2 2>&1 | grep Bench
  done
done
