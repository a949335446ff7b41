#!/bin/bash
# Alternated rounds: main (the parents and batch lane kernels transposing full rows) against the block-placing loads.
cd /work/main/blake3
for r in 1 2 3 4; do for v in main many; do echo "== $v r$r"
 cpujob bench /tmp/b3-$v.test -test.run '^$' -test.bench 'BenchmarkSumBatch/(1KiB|mixed)/n=(16|64)/kernel=avx512$|BenchmarkKernelParents/avx512/(16|32)$|BenchmarkSum256/(4KiB|16KiB)$' -test.benchtime 0.3s -test.count 2 2>&1 | grep -E "^Bench" | awk '{for(i=1;i<NF;i++) if($(i+1)=="MB/s") v=$i; print $1, v}'
done; done
