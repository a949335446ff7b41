#!/bin/bash
# Issue 27 item 3 on Zen 5: the avx2 backend forced (single, hot key, cold and
# warm batches of 1 and 64), then the default backend's single, hot key, warm
# and cold batches of 64 alone, three times each. bench/ of 1692935.
cd /work/main/bench
o=/tmp/z5/ed25519-bars
for i in 1 2 3; do
GOMAXPROCS=2 /tmp/bench0 matrix -group ed25519 -kernels ed25519=avx2 -ops verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-warm \
	-batches 1,64 -json $o/avx2-$i.json > $o/avx2-$i.md 2> $o/avx2-$i.log
GOMAXPROCS=2 /tmp/bench0 matrix -group ed25519 -ops verify,verify-hot-key,verify-batch-stdlibcompat,verify-batch-warm \
	-batches 1,64 -json $o/warmcold-$i.json > $o/warmcold-$i.md 2> $o/warmcold-$i.log
done
echo done > $o/DONE
