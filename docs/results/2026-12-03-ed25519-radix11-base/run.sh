#!/bin/bash
# Issue 27's rows on this machine at one commit: the gap matrix's ed25519
# group (cold single, hot key, cofactorless and warm batches; Narya forced
# to r51 as a peer) RUNS times at the default backend
# (no avx2 run: that backend did not change), each run under the
# exclusive CPU lock. Build first, from bench/:
#   ./cblake3.sh && NARYA_DIR=/work/narya-src ./narya.sh build -o /tmp/b/bench-COMMIT .
#   bash ../docs/results/2026-12-03-ed25519-radix11-base/run.sh /tmp/b/bench-COMMIT 3
set -e
bin=${1:?bench binary}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	cpujob bench "$bin" matrix -group ed25519 -ops verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-dalekstrict,verify-batch-warm \
		-batches 1,2,4,8,16,64 -json "raw/ifma-$i.json" > "raw/ifma-$i.md" 2> "raw/ifma-$i.log"
done
