#!/bin/bash
# The README's Zen 5 gap-matrix runs: ed25519 and blake3 groups alternated,
# each run alone under the measurement lock (cpujob bench), from a clean
# checkout of the measured commit at /tmp/readme-measure, with the binaries
# built there:
#   git worktree add --detach /tmp/readme-measure COMMIT
#   cd /tmp/readme-measure/bench && ./cblake3.sh && go build -o /tmp/readme-bench . && go build -o /tmp/readme-vilya ../cmd/vilya
#   ./runs.sh blake3-1 ed25519-1 blake3-2 ed25519-2 blake3-3 ed25519-3
cd /tmp/readme-measure/bench
O=${OUT:-/tmp/readme-measure/out}
mkdir -p "$O"
for i in "$@"; do
  g=${i%-*}
  if [ "$g" = blake3 ]; then extra="-vilya-bin /tmp/readme-vilya"; else extra=""; fi
  /usr/bin/time -f "%e s wall" -o $O/$i.time cpujob bench /tmp/readme-bench matrix -group $g $extra -json $O/$i.json > $O/$i.md 2> $O/$i.stderr
done
