#!/bin/bash
cd /tmp/b  # ed-baseT.test: go test -c ./ed25519 at 19bc74d with bench-tmp.patch; ed-pfA.test: the same at f6ccd15 with tried-single.patch (the single check prefetching too: not kept); avx2 backend forced
export VILYA_ED25519_BACKEND=avx2
for r in 1 2 3; do for v in baseT pfA; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkTmpHotKeys|BenchmarkVerifyCold)$/^(single|batch64|stdlib)$/^(1|64|1024|4096|1232)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
