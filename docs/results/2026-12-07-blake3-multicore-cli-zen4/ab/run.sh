#!/bin/bash
# A/B of the class baselines on Zen 4: old = 6653adc (/tmp/mc.test), new =
# 6653adc + share-baseline.patch (/tmp/mc-new.test); from blake3/ of 6653adc.
cd /tmp/wt/blake3
o=/tmp/ab
for r in 1 2 3; do
  for v in old new; do
    bin=/tmp/mc.test; [ $v = new ] && bin=/tmp/mc-new.test
    bash /tmp/mc/grid.sh $bin $v 21 15 > $o/grid/$v-main-$r.txt 2>&1
    for k in a b; do VILYA_MEASURE_PARALLEL=15 $bin -test.run '^TestMeasureParallel$' > $o/grid/$v-repeated-idle-$r$k.txt 2>&1; done
  done
done
cat /tmp/f1g > /dev/null
for r in 1 2 3; do
  hyperfine -N --warmup 2 --runs 15 -u millisecond --export-json $o/cli/round$r.json \
    "/tmp/vilyaR b3sum /tmp/f1g" "/tmp/vilya-new b3sum /tmp/f1g" "b3sum /tmp/f1g" > $o/cli/round$r.txt 2>&1
done
echo done > $o/DONE
