#!/bin/bash
# Alternated rounds of main's and the new blake3 and blake3/bao test binaries.
for r in 1 2 3 4; do for v in main new; do echo "== $v r$r"
 (cd /work/main/blake3 && cpujob bench /tmp/b3-$v.test -test.run '^$' -test.bench 'BenchmarkSum256/(1KiB|4KiB|16KiB|64KiB|1MiB)$|BenchmarkKeyed/64KiB$|BenchmarkParallel/64MiB/workers=1$' -test.benchtime 0.5s -test.count 2 2>&1 | grep -E "^Bench" | awk '{print $1, $5}')
 (cd /work/main/blake3/bao && cpujob bench /tmp/bao-$v.test -test.run '^$' -test.bench 'Benchmark(Sum256|Encode|EncodeOutboard|Decode|DecodeOutboard)$' -test.benchtime 0.5s -test.count 2 2>&1 | grep -E "^Bench" | awk '{print $1, $5}')
done; done
