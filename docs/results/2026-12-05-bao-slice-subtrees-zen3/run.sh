#!/bin/sh
# Old (b7edd36 + old-tree.patch: BenchmarkSlice's fix only) and new
# (c5da7d2) test binaries of blake3/bao, alternated, three rounds of five
# counts each.
#   (cd old-worktree && go test -c -o /tmp/bao-b7ed.test ./blake3/bao)
#   go test -c -o /tmp/bao-c5da.test ./blake3/bao
set -e
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="b7ed c5da"; else order="c5da b7ed"; fi
  for v in $order; do
    /tmp/bao-$v.test -test.run '^$' -test.bench 'Slice' -test.count 5 > raw-$v-$r.txt 2>&1
  done
done
