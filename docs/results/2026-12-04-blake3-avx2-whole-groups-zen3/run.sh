#!/bin/bash
# Alternates the old and new test binaries (built as README.md says):
# raw/zz.txt, 4 KiB-1 MiB, and raw/big.txt, 1-64 MiB, each process timing
# vilya's Sum256 and the official C's hash in turn, in the same process.
set -e
mkdir -p raw
: > raw/zz.txt; : > raw/big.txt
for r in 1 2 3 4 5 6 7 8; do
  for v in old new; do
    echo "== $v round $r" >> raw/zz.txt
    ZZ4K=1 GOMAXPROCS=1 /tmp/ab-$v-zz.test -test.run ZZ4K -test.v >> raw/zz.txt 2>&1
  done
done
for r in 1 2 3 4 5 6; do
  for v in old new; do
    echo "== $v round $r" >> raw/big.txt
    ZZ4K=1 GOMAXPROCS=1 /tmp/ab-$v-big.test -test.run ZZ4K -test.v >> raw/big.txt 2>&1
  done
done
