#!/bin/bash
# The README's Zen 5 gap-matrix runs: ed25519 and blake3 groups alternated,
# each run alone under the bench lock, from a clean checkout of d115bfd.
cd /tmp/readme-measure/bench
O=/tmp/readme-measure/out
for i in "$@"; do
  g=${i%-*}
  if [ "$g" = blake3 ]; then extra="-vilya-bin /tmp/readme-vilya"; else extra=""; fi
  /usr/bin/time -f "%e s wall" -o $O/$i.time cpujob bench /tmp/readme-bench matrix -group $g $extra -json $O/$i.json > $O/$i.md 2> $O/$i.stderr
done
