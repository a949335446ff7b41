#!/bin/bash
out=/tmp/eab.txt; : > $out
for r in 1 2 3; do for v in base v3; do
  cpujob bench /tmp/ed.$v.test -test.run '^$' -test.bench 'BenchmarkVerifyBatch/stdlib/(8|64)x64$' -test.count 2 -test.benchtime 300x 2>&1 | grep ^Bench | sed "s/^/$v /" >> $out
done; done
