#!/bin/sh
# The in-process A/B of ab/ and ab-at/: zz_pairs_tmp_test.go.txt and
# zz_at_tmp_test.go.txt copied into blake3/ of 7adbc7d as _test.go files,
# three processes each, nothing else running.
set -e
here=$(pwd)
cd blake3
go test -c -o /tmp/zz-pairs.test .
for i in 1 2 3; do /tmp/zz-pairs.test -test.run 'ZZPairs$' -test.v | grep off/on > "$here/ab/pairs-$i.txt"; done
for i in 1 2 3; do /tmp/zz-pairs.test -test.run ZZPairsAt -test.v | grep off/on > "$here/ab-at/at-$i.txt"; done
(cd "$here/uarch" && go run .) > "$here/uarch/uarch.txt"
