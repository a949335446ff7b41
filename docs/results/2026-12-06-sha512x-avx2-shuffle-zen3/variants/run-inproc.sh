#!/bin/bash
# In one process: on 920159f, variants.patch makes sha512x/_asm generate
# blocksAVX2 (main's), blocksAVX2Shuf (sigma0's rotation by 8 one VPSHUFB)
# and blocksAVX2New (that and K added from a four-wide table, the kept
# kernel), and zz_avx2ab_tmp_test.go.txt (as sha512x/zz_avx2ab_tmp_test.go)
# checks the three agree (TestZZAVX2Same) and times them in rotation,
# 301 rounds of 5000 four-lane blocks:
#   (cd sha512x/_asm && go run . -out ../sha512x_amd64.s -stubs ../sha512x_stubs_amd64.go -pkg sha512x)
#   go test -c -o shaab.test ./sha512x
for i in 1 2 3; do ZZAB=301 ./shaab.test -test.run ZZAVX2AB -test.v > ab5-$i.txt; done
# raw/inproc/ab4-*.txt: the same, with blocksAVX2New generated as
# avx2(name, v2=true, shuf=true) of an earlier state of the patch: the
# shuffle and Ch and Maj added before the Sigmas (as the AVX-512 kernel's
# c31ce88), K still broadcast; printed as "shuf+order".
