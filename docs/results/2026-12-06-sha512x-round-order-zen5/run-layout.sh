#!/bin/sh
# The ed25519 rows of issue 27 item 3, five processes each of the 287e203
# and 57b2391 bench binaries, alternated.
for i in 1 2 3 4 5; do
	for v in old new; do
		b=/tmp/s40/bench-f-old; [ $v = new ] && b=/tmp/s40/bench-g-new
		cd /tmp/s40/wt-$v/bench && $b matrix -group ed25519 -ops verify,verify-batch-warm,verify-batch-stdlibcompat,verify-hot-key -batches 1,64 -json /tmp/s40/layout/$v-$i.json > /tmp/s40/layout/$v-$i.md 2> /tmp/s40/layout/$v-$i.stderr
	done
done
