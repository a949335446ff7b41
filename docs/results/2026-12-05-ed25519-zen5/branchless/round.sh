#!/bin/bash
# One round of the combined check's A/B: old.test (main) then new.test
# (the branchless digit signs), or the order given.
# Usage: ./round.sh R old new   (then ./round.sh R new old)
r=$1; shift
pat='VerifyBatch/zip215/(16|64|128)x64$|VerifyBatchKeys/zip215/64x64$|VerifyBatch/stdlib/64x1232$'
for b in "$@"; do
  ./$b.test -test.run '^$' -test.bench "$pat" -test.count 2 -test.benchtime 1s > r$r-$b.txt 2>&1
done
