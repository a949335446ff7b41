#!/bin/bash
# The in-process A/B: on a clean checkout of 5c7c97b, apply ab-switch.patch
# (ifma.ZZOldPrefetch and avx2.ZZOldPrefetch restore e22126c's prefetch)
# and copy zz_warmab_tmp_test.go.txt to ed25519/zz_warmab_tmp_test.go; then
# in ed25519/, five processes for each backend (kept as raw/inproc/):
for i in 1 2 3 4 5; do go test -run ZZWarmAB -count 1 -v . | grep -E 'backend|hot256|evicted256|dram4096'; done > inproc-ifma.txt
for i in 1 2 3 4 5; do ZZBACKEND=avx2 go test -run ZZWarmAB -count 1 -v . | grep -E 'backend|hot256|evicted256|dram4096'; done > inproc-avx2.txt
