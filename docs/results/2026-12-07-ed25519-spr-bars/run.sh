#!/bin/bash
# Issue 27's rows on this machine at one commit: the gap matrix's ed25519
# group (cold single, hot key, cofactorless and warm batches; Narya forced
# to r51 as a peer) RUNS times at the default backend, then once with the
# avx2 backend forced (single, hot key, warm and cold batches of 1 and 64).
# Every run under the exclusive CPU lock. Build first, from bench/:
#   ./cblake3.sh && NARYA_DIR=/work/narya-src ./narya.sh build -o /tmp/b/bench-COMMIT .
#   bash ../docs/results/2026-12-07-ed25519-spr-bars/run.sh /tmp/b/bench-COMMIT 3
set -e
bin=${1:?bench binary}
runs=${2:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	cpujob bench "$bin" matrix -group ed25519 -ops verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-dalekstrict,verify-batch-warm \
		-batches 1,2,4,8,16,64 -json "raw/ifma-$i.json" > "raw/ifma-$i.md" 2> "raw/ifma-$i.log"
done
cpujob bench "$bin" matrix -group ed25519 -kernels ed25519=avx2 -ops verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-warm \
	-batches 1,64 -json raw/avx2-1.json > raw/avx2-1.md 2> raw/avx2-1.log
# Then three runs of the warm and cold batches of 64 alone (item 3's ratio):
#   for i in 4 5 6; do bench matrix -group ed25519 -ops verify-batch-stdlibcompat,verify-batch-warm \
#     -batches 64 -json raw/warmcold-$i.json > raw/warmcold-$i.md; done
# Then, with the bench binary of 9e550c9 (ed25519 unchanged since 551788a),
# three runs of the cofactored batches beside the cofactorless ones:
#   for i in 1 2 3; do bench matrix -group ed25519 -ops verify-batch,verify-batch-fips186-5,verify-batch-stdlibcompat \
#     -batches 1,8,64 -json raw/cofactored-$i.json > raw/cofactored-$i.md; done
