#!/bin/bash
# Alternated rounds of main's and the new blake3/bao test binaries (run in blake3/bao).
for r in 1 2 3; do for v in main new; do echo "== $v r$r"; cpujob bench /tmp/bao-$v.test -test.run '^$' -test.bench 'Benchmark(Sum256|Encode|EncodeOutboard|Decode|DecodeOutboard)$' -test.benchtime 0.5s -test.count 2 2>&1 | grep -E "^Bench" | awk '{print $1, $5}'; done; done
