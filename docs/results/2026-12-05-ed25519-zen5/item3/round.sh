#!/bin/bash
# One round of issue 27 item 3 on this CPU: the ed25519 test binary at the
# measured commit (ed.test in the working directory), StdlibCompat at 1232
# bytes: cold `Verify` against a hot ExpandedPublicKey, cold batches of 1,
# 8 and 64 against the same batches with every key an ExpandedPublicKey
# (64 keys reused), and batches of 64 cycling 256 keys; at the default
# backend (ifma) and with the avx2 backend forced. Output: R-BACKEND.txt.
# Usage: ./round.sh R   (three rounds: for r in 1 2 3; do ./round.sh $r; done)
r=$1
pat='VerifyCold/stdlib/1232|VerifyPublicKey/stdlib/1232|VerifyBatch/stdlib/(1|8|64)x1232|VerifyBatchKeys/stdlib/(1|8|64)x1232|VerifyManyKeys/batch64/256$'
for be in ifma avx2; do
  VILYA_ED25519_BACKEND=$be ./ed.test -test.run '^$' -test.bench "$pat" -test.count 2 -test.benchtime 1s > r$r-$be.txt 2>&1
done
