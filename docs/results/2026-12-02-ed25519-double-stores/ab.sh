#!/bin/bash
# Alternated A/B of test binaries built from the base commit (cd3201c) and
# the working tree (patch.diff): the eight-lane chain's kernels, then the
# batch engine and a control row (crypto/ed25519), each round under the
# exclusive CPU lock.
out=${1:-raw.txt}
rounds=${2:-4}
for r in $(seq $rounds); do
  for v in base new; do
    cpujob bench sh -c "
      /tmp/r51.$v.test -test.run '^\$' -test.bench 'ChainIFMA/(double5|double250|walk)\$' -test.count 3
      /tmp/ed.$v.test -test.run '^\$' -test.bench 'VerifyBatch/stdlib/(8|64|128)x64\$' -test.count 3 -test.benchtime 300x
      /tmp/ed.$v.test -test.run '^\$' -test.bench 'VerifyCold/crypto-ed25519/64\$' -test.count 3
    " 2>&1 | grep ^Bench | sed "s/^/$v r$r /" >> $out
  done
done
