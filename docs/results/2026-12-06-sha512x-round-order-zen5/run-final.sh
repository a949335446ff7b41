#!/bin/sh
# Three runs each of the bao and ed25519 groups, alternating 287e203 (old)
# and 7adbc7d (new) bench binaries (Narya c265ee9 for the ed25519 rows).
for g in bao ed25519; do
	for i in 1 2 3; do
		for v in old new; do
			cd /tmp/s40/wt-$v/bench
			/usr/bin/time -v /tmp/s40/bench-f-$v matrix -group $g -json /tmp/s40/final/$g/$v-$i.json > /tmp/s40/final/$g/$v-$i.md 2> /tmp/s40/final/$g/$v-$i.stderr
		done
	done
done
