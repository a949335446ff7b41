#!/bin/bash
# Small one-chunk inputs: b3-old.test (go test -c ./blake3 at e42d27a), b3-main.test (cba943a),
# b3-glob.test (cba943a with the empty message's block a global touched at init). Three rounds, rotated.
cd /tmp/b3e
for r in 1 2 3; do
  case $r in 1) order="old main glob";; 2) order="main glob old";; 3) order="glob old main";; esac
  for v in $order; do
    echo "== round $r $v"
    ./b3-$v.test -test.run '^$' -test.bench '^(BenchmarkSum256|BenchmarkKeyed|BenchmarkDeriveKey)$/^(0B|1B|32B|64B)$' -test.benchtime 0.5s -test.count 3 -test.cpu 1 2>&1 | grep -E "^Bench"
  done
done
