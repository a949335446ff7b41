#!/bin/bash
# The kept code held to narrower kernels: inproc-kern.test is the
# blake3/bao test binary of 047255a (38c0a5a's bao and blake3 code) with
# zz_decode_prefetch_kernel_tmp_test.go.txt added (the in-process harness,
# with blake3.SetKernel(ZZKERNEL) first).
set -e
mkdir -p raw-38c0a5a-forced
for i in 1 2 3; do
  for k in avx2 sse41; do
    ZZKERNEL=$k ZZROUNDS=21 ZZSIZE=64 GOMAXPROCS=1 ./inproc-kern.test -test.run ZZDecodePrefetch > raw-38c0a5a-forced/inproc-$k-64mib-$i.txt 2>&1
  done
done
