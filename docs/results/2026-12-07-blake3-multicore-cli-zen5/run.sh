#!/bin/bash
# Issue 29's bars on Zen 5 at 16edbd7 (the engine and command of 1692935);
# nothing else running. From blake3/ of /work/main:
#   go test -c -tags measure -o /tmp/mc29/mc.test .
cd /work/main/blake3
o=/tmp/mc29
bash $o/grid.sh $o/mc.test main 21 15 > $o/grid/raw-main-1.txt 2>&1
# 1 GiB in the page cache, written two ways just before each set of rounds:
# one os.WriteFile of the whole (large folios), and head -c from
# /dev/urandom (many small writes).
for form in onewrite smallwrites; do
  rm -f /tmp/f1g
  if [ $form = onewrite ]; then /tmp/wf1g/wf1g /tmp/f1g; else head -c 1073741824 /dev/urandom > /tmp/f1g; fi
  for r in 1 2 3; do
    cat /tmp/f1g > /dev/null
    hyperfine -N --warmup 2 --runs 10 -u millisecond --export-json $o/cli/$form-round$r.json \
      "/tmp/mc29/vilya b3sum /tmp/f1g" "/tmp/mc29/b3sum /tmp/f1g" \
      "/tmp/mc29/vilya b3sum --num-threads 1 /tmp/f1g" "/tmp/mc29/b3sum --num-threads 1 /tmp/f1g" > $o/cli/$form-round$r.txt 2>&1
    fincore /tmp/f1g >> $o/cli/$form-round$r.txt
  done
done
rm -f /tmp/f1g
cd /work/main/bench
for n in 4 5; do GOMAXPROCS=2 /tmp/bench2 matrix -group blake3 -ops derive-key -json $o/derive-key/dk-$n.json > $o/derive-key/dk-$n.md 2>&1; done
echo done > $o/DONE
