#!/bin/sh
# 7eb641e (prev) against baf8ddb (rows): bench test binaries with
# zz_depth_tmp_test.go and zz_gap_tmp_test.go, then the gap matrix's blake3
# group; every pair alternated.
set -e
cd /tmp/s47
for s in 64 2048 3072 4096 8192; do
  for i in 1 2 3; do
    for b in prev rows; do
      ZZDEPTH=$s GOMAXPROCS=1 ./m-$b.test -test.run ZZDepth -test.v > rows/depth/$b-$s-$i.txt
    done
  done
done
for i in 1 2 3 4; do
  for b in prev rows; do
    ZZGAP=61 GOMAXPROCS=1 ./m-$b.test -test.run ZZGap -test.v > rows/inproc/$b-$i.txt
  done
done
for i in 1 2 3; do
  for b in prev rows; do
    ( cd /tmp/s47/m-$b/bench && /usr/bin/time -f "%e s" -o /tmp/s47/rows/matrix/$b-$i.time \
      /tmp/s47/m-$b.bench matrix -group blake3 -vilya-bin /tmp/s47/m-$b.vilya -json /tmp/s47/rows/matrix/$b-$i.json \
      > /tmp/s47/rows/matrix/$b-$i.md 2> /tmp/s47/rows/matrix/$b-$i.stderr )
  done
done
