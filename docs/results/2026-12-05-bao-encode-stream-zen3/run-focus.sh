#!/bin/sh
# The 64 MiB in-memory row alone, eight counts a run, old and new alternated
# over three rounds (after run.sh's rounds read 0.92-0.97 there).
set -e
for r in 1 2 3; do
  for v in old new; do
    /tmp/bao-$v.test -test.run '^$' -test.bench 'EncodeStream/mem/65536' -test.count 8 > focus-$v-$r.txt 2>&1
  done
done
