#!/bin/bash
cd /tmp/b  # ed-baseT.test: go test -c ./ed25519 at 19bc74d with bench-tmp.patch; ed-pfF.test: the same with prefetch.patch
for r in 1 2 3; do for v in baseT pfF; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkTmpHotKeys|BenchmarkVerifyCold)$/^(single|batch64|stdlib)$/^(1|64|256|1024|4096|1232)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
