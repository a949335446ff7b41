#!/bin/bash
# Issue 29's bars on Zen 4 at 6653adc; nothing else running. From blake3/ of a
# clean worktree at 6653adc: go test -c -tags measure -o /tmp/mc.test .
cd /tmp/wt/blake3
o=/tmp/mc
bash $o/grid.sh /tmp/mc.test main 21 15 > $o/grid/raw-main-1.txt 2>&1
VILYA_MEASURE_CONTROL=1 bash $o/grid.sh /tmp/mc.test control 21 15 > $o/grid/raw-control-1.txt 2>&1
bash $o/grid.sh /tmp/mc.test main 21 15 > $o/grid/raw-main-2.txt 2>&1
for n in 1 2 3; do VILYA_MEASURE_PARALLEL=15 /tmp/mc.test -test.run '^TestMeasureParallel$' > $o/grid/repeated-idle-$n.txt 2>&1; done
cat /tmp/f1g > /dev/null
for r in 1 2 3; do
  hyperfine -N --warmup 2 --runs 15 -u millisecond --export-json $o/cli/round$r.json \
    "/tmp/vilyaR b3sum /tmp/f1g" "b3sum /tmp/f1g" \
    "/tmp/vilyaR b3sum --num-threads 1 /tmp/f1g" "b3sum --num-threads 1 /tmp/f1g" > $o/cli/round$r.txt 2>&1
done
cd /tmp/wt/bench
for n in 4 5; do GOMAXPROCS=2 /tmp/benchR matrix -group blake3 -ops derive-key -json $o/derive-key/dk-$n.json > $o/derive-key/dk-$n.md 2>&1; done
cd /tmp/wt/blake3
for n in 1 2; do /tmp/cal.test -test.run XXX -test.bench ZZCal -test.benchtime 20000x > $o/cal/cal-$n.txt 2>&1; done
echo done > $o/DONE
