#!/bin/bash
cd /tmp/b  # ed-baseT.test: go test -c ./ed25519 at 19bc74d with bench-tmp.patch; ed-pf2.test: the same with an earlier form of prefetch.patch (the entries listed again beside the chain, four lines an entry)
for r in 1 2 3; do for v in baseT pf2; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkTmpHotKeys|BenchmarkVerifyCold|BenchmarkVerifyBatchKeys)$/^(single|batch64|stdlib)$/^(1|64|1024|4096|1232|8x1232)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
