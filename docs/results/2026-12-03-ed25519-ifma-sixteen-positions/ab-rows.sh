#!/bin/bash
cd /tmp/b  # ed-base*.test: go test -c at 19bc74d; ed-new*.test: the same with sixteen-positions.patch
B='^(BenchmarkVerifyCold|BenchmarkVerifyPublicKey|BenchmarkVerifyBatchKeys|BenchmarkVerifyBatch|BenchmarkNewPublicKey)$/^(stdlib|zip215)?$/^(64|1232|8x1232|64x1232|1x1232|64x64|4x64)?$'
for r in 1 2 3; do for v in base new; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench "$B" -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
