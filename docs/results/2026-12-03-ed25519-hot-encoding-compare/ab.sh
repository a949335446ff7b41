#!/bin/bash
# A/B of the cofactorless hot check without R's decoding: ed-main.test (go test -c ./ed25519 at cba943a)
# against ed-enc.test (cba943a with the kept change and avx2-tried.patch), three rounds alternated,
# ifma (default) then avx2 forced.
cd /tmp/enc
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="main enc"; else order="enc main"; fi
  for be in ifma avx2; do for v in $order; do
    echo "== round $r $be $v"
    VILYA_ED25519_BACKEND=$be ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkVerifyPublicKey|BenchmarkVerifyCold|BenchmarkVerifyManyKeys)$/^(stdlib|dalek-strict|zip215|single)$/^(64|1232|1|1024)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
  done; done
done
