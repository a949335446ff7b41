#!/bin/bash
# On a clean tree of 920159f (the avx2 warm chain as landed again by
# 7f461bd), apply ../2026-12-05-ed25519-warm-prefetch-spread-zen5/ab-switch.patch
# (avx2.ZZOldPrefetch restores the prefetch of e22126c: a whole column's
# entries asked for at once) and copy that folder's zz_warmab_tmp_test.go.txt
# to ed25519/zz_warmab_tmp_test.go; then six processes (raw/inproc-avx2.txt):
go test -c -o warmab.test ./ed25519
cd ed25519 && for i in 1 2 3 4 5 6; do ZZBACKEND=avx2 ../warmab.test -test.run ZZWarmAB -test.count 1 -test.v | grep -E 'backend|hot256|evicted256|dram4096'; done > inproc-avx2.txt
