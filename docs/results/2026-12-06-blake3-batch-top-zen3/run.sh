#!/bin/sh
# 7db146d (old) against f9e9a4f (new), bench test binaries with the
# throwaway harnesses, alternated: the depth scan of Sum256, then the
# in-process pairs with the official C for SumXOF and for the Hasher's
# streamed writes. $1 names the output directory.
set -e
cd /tmp/s48
mkdir -p $1/depth $1/xof $1/stream
for s in 4096 16384; do
  for i in 1 2 3; do
    for b in old new; do
      ZZDEPTH=$s GOMAXPROCS=1 ./m2-$b.test -test.run ZZDepth -test.v > $1/depth/$b-$s-$i.txt
    done
  done
done
for i in 1 2 3 4; do
  for b in old new; do
    ZZXOF=21 GOMAXPROCS=1 ./m2-$b.test -test.run ZZXOF -test.v > $1/xof/$b-$i.txt
  done
done
for i in 1 2 3 4; do
  for b in old new; do
    ZZSTREAM=21 GOMAXPROCS=1 ./m2-$b.test -test.run ZZStream -test.v > $1/stream/$b-$i.txt
  done
done
