#!/bin/sh
# 96c5068 (old) against a713505 (new), bench test binaries with the two
# throwaway harnesses, alternated: the depth scan, then the in-process pairs
# with the official C. $1 names the output directory.
set -e
cd /tmp/s48
mkdir -p $1/depth $1/inproc
for s in 8192 16384 32768 65536; do
  for i in 1 2 3; do
    for b in old new; do
      ZZDEPTH=$s GOMAXPROCS=1 ./m-$b.test -test.run ZZDepth -test.v > $1/depth/$b-$s-$i.txt
    done
  done
done
for i in 1 2 3 4; do
  for b in old new; do
    ZZGAP=61 GOMAXPROCS=1 ./m-$b.test -test.run ZZGap -test.v > $1/inproc/$b-$i.txt
  done
done
