#!/bin/sh
# The in-process A/B of ab/: zz_mulq_tmp_test.go.txt copied into ed25519/
# and zz_pairs_tmp_test.go.txt into blake3/ of c3a3b0d as _test.go files
# (neither depends on the predicate: each sets the route variable itself),
# three processes each, nothing else running.
set -e
here=$(pwd)
(cd ../../../ed25519 && go test -c -o /tmp/zz-mulq.test .)
(cd ../../../blake3 && go test -c -o /tmp/zz-pairs.test .)
cd ../../../ed25519
for i in 1 2 3; do /tmp/zz-mulq.test -test.run ZZMulQ -test.v | grep -v '^=== \|^--- \|^PASS' > "$here/ab/mulq-$i.txt"; done
cd ../blake3
for i in 1 2 3; do /tmp/zz-pairs.test -test.run 'ZZPairs$' -test.v | grep off/on > "$here/ab/pairs-$i.txt"; done
