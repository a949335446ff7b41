#!/bin/bash
# alternate two r51x8 test binaries on the field kernels' benchmarks
out=$1; shift
for r in 1 2 3 4; do
  for b in "$@"; do
    echo "== round $r $b"
    cpujob bench $b -test.run '^$' -test.bench 'Fe8IFMA/(mul|sqr100)' -test.count 3
  done
done > $out 2>&1
