#!/bin/sh
# Old (53459d9 + old-tree.patch: the new benchmarks only) and new (ca07ac8)
# test binaries of blake3/bao, alternated, four rounds of three counts each.
#   (cd old-worktree && go test -c -o /tmp/bao-old2.test ./blake3/bao)
#   go test -c -o /tmp/bao-new2.test ./blake3/bao
set -e
for r in 1 2 3 4; do
  if [ $((r % 2)) = 1 ]; then order="old new"; else order="new old"; fi
  for v in $order; do
    /tmp/bao-${v}2.test -test.run '^$' -test.bench 'DecodeSmall|Slice|Decode$|DecodeOutboard$' -test.count 3 > raw-$v-$r.txt 2>&1
  done
done
