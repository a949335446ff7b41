#!/bin/bash
# Runs every measurement of this folder, one after another, on one core.
# inproc.test: the blake3/bao test binary of 18afd80 with
# zz_decode_prefetch_tmp_test.go.txt added; old.test and new.test: the
# blake3/bao test binaries of dbe5be0 and 18afd80.
set -e
mkdir -p raw
for i in 1 2 3; do
  ZZROUNDS=9 ZZSIZE=1024 GOMAXPROCS=1 ./inproc.test -test.run ZZDecodePrefetch > raw/inproc-1gib-$i.txt 2>&1
  ZZROUNDS=21 ZZSIZE=64 GOMAXPROCS=1 ./inproc.test -test.run ZZDecodePrefetch > raw/inproc-64mib-$i.txt 2>&1
done
pat='^Benchmark(Sum256|Decode|DecodeOutboard|DecodeSmall)$'
for r in 1 2 3 4 5 6; do
  order="old new"; [ $((r % 2)) -eq 0 ] && order="new old"
  for b in $order; do
    GOMAXPROCS=1 ./$b.test -test.run '^$' -test.bench "$pat" -test.benchtime 0.5s -test.count 2 > raw/r$r-$b.txt 2>&1
  done
done
