#!/bin/bash
# The encoding change: inproc-enc.test is the blake3/bao test binary of
# 7c359b2 with
# zz_encode_prefetch_tmp_test.go.txt added; mid.test and new2.test the
# blake3/bao test binaries of 18afd80 and of that commit.
set -e
mkdir -p raw-encode
for i in 1 2 3; do
  ZZROUNDS=8 ZZSIZE=1024 GOMAXPROCS=1 ./inproc-enc.test -test.run ZZEncodePrefetch > raw-encode/inproc-1gib-$i.txt 2>&1
  ZZROUNDS=21 ZZSIZE=64 GOMAXPROCS=1 ./inproc-enc.test -test.run ZZEncodePrefetch > raw-encode/inproc-64mib-$i.txt 2>&1
done
pat='^Benchmark(Sum256|Encode|EncodeOutboard)$'
for r in 1 2 3 4 5 6; do
  order="mid new2"; [ $((r % 2)) -eq 0 ] && order="new2 mid"
  for b in $order; do
    GOMAXPROCS=1 ./$b.test -test.run '^$' -test.bench "$pat" -test.benchtime 0.5s -test.count 2 > raw-encode/r$r-$b.txt 2>&1
  done
done
