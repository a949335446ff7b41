#!/bin/bash
# Alternated rounds of main's and the new blake3 test binaries (run in blake3/).
for r in 1 2 3; do for v in main new; do echo "== $v r$r"; cpujob bench /tmp/b3-$v.test -test.run '^$' -test.bench 'BenchmarkSum256/(1KiB|4KiB|16KiB|64KiB|1MiB)$|BenchmarkKeyed/64KiB$|BenchmarkParallel/64MiB/workers=1$' -test.benchtime 0.5s -test.count 2 2>&1 | grep -E "^Bench" | awk '{print $1, $5}'; done; done
