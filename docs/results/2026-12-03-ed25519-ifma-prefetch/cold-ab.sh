#!/bin/bash
cd /tmp/b  # ed-baseT.test: go test -c ./ed25519 at 19bc74d with bench-tmp.patch; ed-cur.test: go test -c ./ed25519 at 4e79f77
for r in 1 2 3; do for v in baseT cur; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkVerifyBatch|BenchmarkVerifyCold)$/^(stdlib|zip215)$/^(1232|2x64|8x1232|64x1232|64x64|1024x64)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
