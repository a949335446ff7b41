#!/bin/sh
# Three runs of the bao group, alternating 287e203 (old) and the final
# commit (new, Bao's copying kernel back on 16 lanes).
for i in 1 2 3; do
	cd /tmp/s40/wt-old/bench && /tmp/s40/bench-f-old matrix -group bao -json /tmp/s40/final/bao-final/old-$i.json > /tmp/s40/final/bao-final/old-$i.md 2> /tmp/s40/final/bao-final/old-$i.stderr
	cd /tmp/s40/wt-new/bench && /tmp/s40/bench-g-new matrix -group bao -json /tmp/s40/final/bao-final/new-$i.json > /tmp/s40/final/bao-final/new-$i.md 2> /tmp/s40/final/bao-final/new-$i.stderr
done
