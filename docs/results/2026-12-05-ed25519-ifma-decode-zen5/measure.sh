#!/bin/bash
# Session 39 measurement of 4470530 (paired decoding) against d4c7ad8 on this CPU.
out=/tmp/s39/res
mkdir -p $out/ab $out/matrix $out/sqr
for r in 1 2 3; do
  /tmp/s39/ab.test -test.run ZZPairDecode -test.count 1 -test.v > $out/ab/ab-$r.txt 2>&1
done
/tmp/s39/r51x8.test -test.run XXX -test.bench SqrIFMA -test.count 5 > $out/sqr/bench-sqr.txt 2>&1
cd /tmp/s39/wt-new/bench
for r in 1 2 3; do
  for v in old new; do
    cp /tmp/s39/bench-$v /tmp/s39/run-bin && sync
    /usr/bin/time -f '%e s' -o $out/matrix/$v-$r.time /tmp/s39/run-bin matrix -group ed25519 -json $out/matrix/$v-$r.json > $out/matrix/$v-$r.md 2> $out/matrix/$v-$r.stderr
    rm -f /tmp/s39/run-bin
  done
done
echo done > $out/DONE
