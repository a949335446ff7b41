#!/bin/sh
# The blake3 group of the gap matrix, old (26a80a7) and new (b878ede)
# alternated, three runs each, from bench/ of a git archive of each commit
# after ./cblake3.sh.
set -e
for i in 1 2 3; do
  for b in old new; do
    ( cd /tmp/s47/m-$b/bench && /usr/bin/time -f "%e s" -o /tmp/s47/mx/$b-$i.time \
      /tmp/s47/m-$b.bench matrix -group blake3 -vilya-bin /tmp/s47/m-$b.vilya -json /tmp/s47/mx/$b-$i.json \
      > /tmp/s47/mx/$b-$i.md 2> /tmp/s47/mx/$b-$i.stderr )
  done
done
