#!/bin/sh
# On 8b5ad21 (blake3 as at f35e6c3): variants.patch applied, `go generate
# ./blake3`, zz_or_tmp_test.go.txt copied into blake3/ as a _test.go file;
# three processes, nothing else running.
set -e
here=$(pwd)
cd ../../../blake3
go test -c -o /tmp/zz-or.test .
for i in 1 2 3; do /tmp/zz-or.test -test.run ZZOr -test.v | grep "time median" > "$here/ab/ab-$i.txt"; done
