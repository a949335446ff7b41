#!/bin/bash
# Alternated rounds: the copying kernel at 546bd99 (pipelined), ce764cd (rows stored at the block's start) and the GPR-spread copy.
cd /work/main/blake3/bao
for r in 1 2 3 4; do for v in 546bd99 ce764cd copy; do echo "== $v r$r"
 cpujob bench /tmp/bao-$v.test -test.run '^$' -test.bench 'Benchmark(Sum256|Encode)$' -test.benchtime 0.5s -test.count 2 2>&1 | grep -E "^Bench" | awk '{print $1, $5}'
done; done
