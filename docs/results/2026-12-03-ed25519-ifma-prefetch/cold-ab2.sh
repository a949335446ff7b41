#!/bin/bash
cd /tmp/b  # ed-baseT.test: go test -c ./ed25519 at 19bc74d with bench-tmp.patch; ed-cur.test: go test -c ./ed25519 at 4e79f77
for r in 1 2 3 4; do for v in baseT cur; do echo "== round $r $v"; ./ed-$v.test -test.run '^$' -test.bench '^BenchmarkVerifyBatch$/^stdlib$/^(1024x64|256x64|128x64)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"; done; done
