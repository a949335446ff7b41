#!/bin/bash
# Alternated rounds: main against nopf (hashChunksAVX512 without PREFETCHT0).
cd /work/main/blake3
for r in 1 2 3; do for v in main nopf; do echo "== $v r$r"
 cpujob bench /tmp/b3-$v.test -test.run '^$' -test.bench 'BenchmarkSum256/(4KiB|16KiB|64KiB|256KiB|1MiB)$|BenchmarkKeyed/64KiB$' -test.benchtime 0.4s -test.count 2 2>&1 | grep -E "^Bench" | awk '{for(i=1;i<NF;i++) if($(i+1)=="MB/s") v=$i; print $1, v}'
done; done
