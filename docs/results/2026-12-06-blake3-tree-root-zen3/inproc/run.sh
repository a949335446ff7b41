#!/bin/sh
# Test binaries of the throwaway harness (zz_gap_tmp_test.go.txt, copied into
# bench/ as zz_gap_tmp_test.go) built at 26a80a7 (old), 9aec24a (glue) and
# 50e4853 (groups), alternated, one thread, 61 rounds a run.
for i in 1 2 3 4; do
  for b in old glue groups; do
    ZZGAP=61 GOMAXPROCS=1 ./$b.test -test.run ZZGap -test.v > raw/$b-$i.txt
  done
done
