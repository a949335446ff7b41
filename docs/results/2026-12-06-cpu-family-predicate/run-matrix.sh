#!/bin/sh
# ed25519 group of the gap matrix, c3a3b0d (old) and 8b5ad21 (new) alternated, three each.
set -e
for i in 1 2 3; do
  for v in old:c3a3b0d new:8b5ad21; do
    name=${v%%:*}; c=${v#*:}
    cd /tmp/s41/wt-$c/bench
    /tmp/s41/bench-$c matrix -group ed25519 -json /tmp/s41/m/$name-$i.json > /tmp/s41/m/$name-$i.md 2> /tmp/s41/m/$name-$i.stderr
  done
done
echo done > /tmp/s41/m/DONE
