#!/bin/bash
# The runs of this folder (nothing else running; no cpujob on this VM, so
# grid.sh is docs/results/2026-12-01-blake3-multicore-zen5/run.sh without
# it). From blake3/ of a1b7791 (the engine of 8b5ad21):
#   go test -c -tags measure -o /tmp/s41/mc.test .
#   bash grid.sh /tmp/s41/mc.test main 21 15 > grid/raw-main-1.txt
#   VILYA_MEASURE_CONTROL=1 bash grid.sh /tmp/s41/mc.test control 21 15 > grid/raw-control-1.txt
#   bash grid.sh /tmp/s41/mc.test main 21 15 > grid/raw-main-2.txt
#   VILYA_MEASURE_PARALLEL=15 /tmp/s41/mc.test -test.run '^TestMeasureParallel$' > grid/repeated-idle-N.txt  (N = 1..3)
# From bench/ of a worktree at 8b5ad21, two more fresh processes of the
# derive-key rows (the three others are docs/results/2026-12-06-readme-emr/blake3):
#   BIN matrix -group blake3 -ops derive-key -json derive-key/dk-N.json > derive-key/dk-N.md  (N = 4, 5)
# The command line: run-cli.sh (vilya built at 1e8d2cf, whose b3sum is
# 8b5ad21's), on a 1 GiB file of random bytes in the page cache.
