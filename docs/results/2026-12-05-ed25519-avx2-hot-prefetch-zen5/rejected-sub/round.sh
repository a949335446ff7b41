#!/bin/bash
# One round of three test binaries in rotated order: old (main), sub
# (SoloSub at every negated addition), new (sub and the hot chain's
# entries prefetched); avx2 backend forced, StdlibCompat at 1232 bytes.
# Output: rR-BIN.txt.
r=$1
pat='VerifyCold/stdlib/1232|VerifyPublicKey/stdlib/1232|VerifyManyKeys/single/(1|1024)$|VerifyBatchKeys/stdlib/(1|64)x1232|^BenchmarkVerifyBatch$/stdlib/8x1232'
bins=(old sub new)
for k in 0 1 2; do
  b=${bins[$(( (r + k) % 3 ))]}
  VILYA_ED25519_BACKEND=avx2 ./$b.test -test.run '^$' -test.bench "$pat" -test.count 2 -test.benchtime 1s > r$r-$b.txt 2>&1
done
