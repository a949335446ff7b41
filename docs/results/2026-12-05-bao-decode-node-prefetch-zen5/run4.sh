#!/bin/bash
# The decode-only gap-matrix runs and the final in-process rounds.
# matrix-C: the bench command of commit C (38c0a5a's built from its tree
# before the commit, the same code); inproc-38c0a5a.test: the blake3/bao
# test binary of 38c0a5a with zz_decode_prefetch_tmp_test.go.txt added.
set -e
mkdir -p matrix-decode matrix-decode3 raw-38c0a5a
for i in 1 2 3 4 5 6 7 8; do
  for c in dbe5be0 7c359b2; do
    ./matrix-$c matrix -group bao -ops decode -json matrix-decode/bao-$c-$i.json > matrix-decode/bao-$c-$i.md 2> matrix-decode/bao-$c-$i.stderr
  done
done
for i in 1 2 3 4 5 6; do
  for c in dbe5be0 7c359b2 38c0a5a; do
    ./matrix-$c matrix -group bao -ops decode -json matrix-decode3/bao-$c-$i.json > matrix-decode3/bao-$c-$i.md 2> matrix-decode3/bao-$c-$i.stderr
  done
done
for i in 1 2 3; do
  ZZROUNDS=21 ZZSIZE=64 GOMAXPROCS=1 ./inproc-38c0a5a.test -test.run ZZDecodePrefetch > raw-38c0a5a/inproc-64mib-$i.txt 2>&1
  ZZROUNDS=41 ZZSIZE=1 GOMAXPROCS=1 ./inproc-38c0a5a.test -test.run ZZDecodePrefetch > raw-38c0a5a/inproc-1mib-$i.txt 2>&1
done
for i in 1 2 3; do
  ZZROUNDS=9 ZZSIZE=1024 GOMAXPROCS=1 ./inproc-38c0a5a.test -test.run ZZDecodePrefetch > raw-38c0a5a/inproc-1gib-$i.txt 2>&1
done
