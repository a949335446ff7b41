#!/bin/sh
# 5844dab (rows: the bench test binary of baf8ddb, the same blake3 code)
# against 81ea2f99 (eight), alternated: the depth scan, then the in-process
# pairs with the official C.
set -e
cd /tmp/s47
for s in 4096 8192 16384; do
  for i in 1 2 3; do
    for b in rows eight; do
      ZZDEPTH=$s GOMAXPROCS=1 ./m-$b.test -test.run ZZDepth -test.v > eight/depth/$b-$s-$i.txt
    done
  done
done
for i in 1 2 3 4; do
  for b in rows eight; do
    ZZGAP=61 GOMAXPROCS=1 ./m-$b.test -test.run ZZGap -test.v > eight/inproc/$b-$i.txt
  done
done
