#!/bin/bash
# The commands behind this folder (2026-12-04, AMD Zen 3 VM), from clean
# `git archive` trees (/tmp/m-<c>) of cb3f8db and 0967aa1:
#   cd /tmp/m-<c>/bench && ./cblake3.sh && go build -o /tmp/x/bench-<c> . && go build -o /tmp/x/vilya-<c> ../cmd/vilya
# Five fresh matrix processes of 0967aa1, one after another, nothing else
# running; then two command-line sets on the 1 GiB random file (written
# earlier in the session, read once before), from the repository root.
set -e
O=${OUT:-.}
cd /tmp/m-0967aa1/bench
for i in 1 2 3 4 5; do
	/usr/bin/time -f "%e s wall" -o $O/blake3-$i.time /tmp/x/bench-0967aa1 matrix -group blake3 -vilya-bin /tmp/x/vilya-0967aa1 -json $O/blake3-$i.json > $O/blake3-$i.md 2> $O/blake3-$i.stderr
done
cd /work/main   # cpujob: a stand-in that runs its command
cat /tmp/zen3/f1g.bin > /dev/null
bash docs/results/2026-12-02-cli-b3sum-threads/run-cli.sh /tmp/x/vilya-cb3f8db /tmp/x/vilya-0967aa1 /tmp/zen3/f1g.bin > $O/cli-1g.txt
bash docs/results/2026-12-02-cli-b3sum-threads/run-cli.sh /tmp/x/vilya-cb3f8db /tmp/x/vilya-0967aa1 /tmp/zen3/f1g.bin > $O/cli-1g-2.txt
python3 $O/recompute.py
