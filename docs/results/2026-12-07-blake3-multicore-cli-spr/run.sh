#!/bin/bash
# The runs of this folder, in this order (nothing else running; no cpujob
# on this VM). From blake3/ of 9e550c9:
#   go test -c -tags measure -o /tmp/s52/mc.test .
#   bash grid.sh /tmp/s52/mc.test main 21 15 > grid/raw-main-1.txt
#   VILYA_MEASURE_CONTROL=1 bash grid.sh /tmp/s52/mc.test control 21 15 > grid/raw-control-1.txt
#   bash grid.sh /tmp/s52/mc.test main 21 15 > grid/raw-main-2.txt
#   VILYA_MEASURE_PARALLEL=15 /tmp/s52/mc.test -test.run '^TestMeasureParallel$' > grid/repeated-idle-N.txt  (N = 1..3)
# The command line: run-cli.sh (vilya built at 9e550c9 with go build
# ./cmd/vilya), on a 1 GiB file of random bytes in the page cache.
# From bench/ at 9e550c9 (NARYA_DIR=/work/narya-src ./narya.sh build -o /tmp/b/bench-9e55 .):
#   bench-9e55 matrix -group blake3 -json matrix/blake3-N.json > matrix/blake3-N.md  (N = 1..3)
#   bench-9e55 matrix -group blake3 -ops derive-key -json derive-key/dk-N.json > derive-key/dk-N.md  (N = 4, 5)
# Then four more isolated-call runs with GOMAXPROCS=8, from blake3/:
#   (echo "== extra cold procs8"; GOMAXPROCS=8 VILYA_MEASURE_PARALLEL_COLD=21 /tmp/s52/mc.test \
#     -test.run '^TestMeasureParallelCold$') > grid/extra-cold-procs8-N.txt  (N = 1..4)
