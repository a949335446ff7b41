#!/bin/bash
# The commands behind this folder (2026-12-04, AMD Zen 3 VM), every binary
# built from a clean `git archive a0c5f5e` tree at /tmp/m; nothing else of
# this session ran while they did (no fuzz soak, no build).
#   cd /tmp/m/bench && ./cblake3.sh && go build -o /tmp/x/bench-main . && go build -o /tmp/x/vilya-main ../cmd/vilya
#   (NARYA_DIR was given, but Narya's r51 backend needs IFMA: "narya: missing")
#   cd /tmp/m/blake3 && go test -c -tags measure -o /tmp/x/b3m-measure.test .
#   /tmp/x/vilya-read: VILYA_B3SUM_NO_MMAP=1 exec /tmp/x/vilya-main "$@"
#   f1g.bin, f256m.bin: random bytes (head -c ... /dev/urandom), read once first
set -e
O=${OUT:-.}
cd /tmp/m/bench
ed() { /tmp/x/bench-main matrix -group ed25519 -json $O/ed25519-$1.json > $O/ed25519-$1.md 2> $O/ed25519-$1.stderr; }
b3() { /tmp/x/bench-main matrix -group blake3 -vilya-bin /tmp/x/vilya-main -json $O/blake3-$1.json > $O/blake3-$1.md 2> $O/blake3-$1.stderr; }
# In this order, with the 1 GiB command-line runs (cli-1g.txt,
# cli-1g-first-read-*) and the multi-core grid (mc-raw-*) between run 1
# and runs 2-3, and bao-1 after them (each wrapped in /usr/bin/time: *.time):
ed 1; b3 1; b3 2; ed 2; b3 3; ed 3
for i in 1 2; do /tmp/x/bench-main matrix -group bao -json $O/bao-$i.json > $O/bao-$i.md; done
cd /work/main   # cpujob is a stand-in that runs its command (no lock needed)
bash docs/results/2026-12-02-cli-b3sum-threads/run-cli.sh /tmp/x/vilya-main /tmp/x/vilya-main /tmp/zen3/f1g.bin > $O/cli-1g.txt
bash docs/results/2026-12-02-cli-b3sum-threads/run-cli.sh /tmp/x/vilya-main /tmp/x/vilya-read /tmp/zen3/f1g.bin > $O/cli-1g-read.txt
for t in "--num-threads 1" ""; do   # cli-1g-first-read-{one,all}.json
  hyperfine -N -w 2 -r 15 "b3sum $t f1g.bin" "/tmp/x/vilya-main b3sum $t f1g.bin" \
    "env VILYA_B3SUM_NO_MMAP=1 /tmp/x/vilya-main b3sum $t f1g.bin" --export-json h.json
done
cd blake3
bash ../docs/results/2026-12-01-blake3-multicore-zen5/run.sh /tmp/x/b3m-measure.test a0c5f5e 21 15 > $O/mc-raw-1.txt
for i in 1 2 3; do echo "== a0c5f5e repeated idle [rerun $i]"
  VILYA_MEASURE_PARALLEL=15 timeout 300 /tmp/x/b3m-measure.test -test.run '^TestMeasureParallel$' | tail -14
done > $O/mc-raw-2-repeated-idle.txt
python3 $O/recompute.py
