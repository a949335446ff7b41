#!/bin/sh
# Three gap-matrix runs of the blake3 group, alternating c31ce88 (old) and
# f4ff776 (new) bench binaries, each run in its own worktree's bench
# directory (which builds that tree's cmd/vilya for the whole-process rows).
for i in 1 2 3; do
	for v in old new; do
		cd /tmp/s40/wt-$v/bench
		/usr/bin/time -v /tmp/s40/bench-b3-$v matrix -group blake3 -json /tmp/s40/b3res/matrix/$v-$i.json > /tmp/s40/b3res/matrix/$v-$i.md 2> /tmp/s40/b3res/matrix/$v-$i.stderr
	done
done
