#!/bin/bash
# The gap matrix's bao group (three runs a build, alternated) and the
# 1 GiB paired harness (zz_gib_tmp_test.go, three runs of six rounds a
# build, alternated): matrix-C and gib-C.test are the bench command and
# the blake3/bao test binary (with the harness) of commit C.
set -e
mkdir -p matrix gib
for i in 1 2 3; do
  for c in dbe5be0 7c359b2; do
    ./matrix-$c matrix -group bao -json matrix/bao-$c-$i.json > matrix/bao-$c-$i.md 2> matrix/bao-$c-$i.stderr
  done
done
for i in 1 2 3; do
  for c in dbe5be0 7c359b2; do
    ZZGIB=6 GOMAXPROCS=1 ./gib-$c.test -test.run ZZGiB -test.v > gib/gib-$c-$i.txt 2>&1
  done
done
