#!/bin/bash
# One round of the warm chain's A/B: old.test (153219b) and new.test (the
# warm chain's digit signs without a branch), in the order given.
# Usage: ./round.sh R old new   (then ./round.sh R new old)
r=$1; shift
pat='^BenchmarkVerifyBatchKeys$/stdlib/(8|64)x1232$|^BenchmarkVerifyManyKeys$/batch64/256$|^BenchmarkVerifyPublicKey$/stdlib/1232$|^BenchmarkVerifyBatch$/stdlib/64x1232$'
for b in "$@"; do
  ./$b.test -test.run '^$' -test.bench "$pat" -test.count 2 -test.benchtime 1s > r$r-$b.txt 2>&1
done
