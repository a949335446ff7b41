#!/bin/bash
cd /tmp/b  # ed-base*.test: go test -c at 19bc74d; ed-new*.test: the same with sixteen-positions.patch
for r in 1 2 3; do for v in baseT newT; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkTmpHotKeys|BenchmarkVerifyCold|BenchmarkVerifyBatchKeys)$/^(1|8|64|256|stdlib)$/^(1232|1x1232|8x1232|64x1232)?$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
