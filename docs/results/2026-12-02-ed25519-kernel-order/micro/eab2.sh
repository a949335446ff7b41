#!/bin/bash
out=/tmp/eab2.txt; : > $out
for r in 1 2 3 4 5 6; do for v in base new; do
  /tmp/ed.$v.test -test.run '^$' -test.bench 'BenchmarkVerifyBatch/stdlib/(8|64|128)x64$' -test.count 5 -test.benchtime 300x 2>&1 | grep ^Bench | sed "s/^/$v /" >> $out
done; done
