#!/bin/bash
# One alternated round (old first on odd rounds, new first on even ones)
# of the ed25519 test binaries of main (old.test) and of the change
# (new.test), avx2 backend forced, StdlibCompat at 1232 bytes: a cold
# Verify, a hot ExpandedPublicKey cycling 64 keys, hot single
# verifications cycling 1 to 4096 keys, a warm batch of one, and warm
# batches of 64 (the quad chain, unchanged: a control).
# Output: rR-old.txt, rR-new.txt.
r=$1
pat='VerifyCold/stdlib/1232|VerifyPublicKey/stdlib/1232|VerifyManyKeys/single/|VerifyBatchKeys/stdlib/(1|64)x1232'
order="old new"; [ $((r % 2)) -eq 0 ] && order="new old"
for b in $order; do
  VILYA_ED25519_BACKEND=avx2 ./$b.test -test.run '^$' -test.bench "$pat" -test.count 2 -test.benchtime 1s > r$r-$b.txt 2>&1
done
