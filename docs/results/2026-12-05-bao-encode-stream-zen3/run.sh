#!/bin/sh
# Old (a8dd0b5 + old-tree.patch: this benchmark only) and new (c1d0a87)
# test binaries of blake3/bao, alternated, four rounds of three counts each.
#   (cd old-worktree && go test -c -o /tmp/bao-old.test ./blake3/bao)
#   go test -c -o /tmp/bao-new.test ./blake3/bao
set -e
for r in 1 2 3 4; do
  if [ $((r % 2)) = 1 ]; then order="old new"; else order="new old"; fi
  for v in $order; do
    /tmp/bao-$v.test -test.run '^$' -test.bench 'EncodeStream' -test.count 3 > raw-$v-$r.txt 2>&1
  done
done
