#!/bin/bash
# Package initialisation as the runtime reports it (GODEBUG=inittrace=1:
# clock, heap bytes and allocations per package), 30 runs of each build
# of vilya b3sum on a 3-byte file, alternated; and the process's minor
# page faults and task clock (perf stat, 100 runs each).
set -e
cd "$(dirname "$0")"
echo hi > /tmp/tiny
for b in vilya-92eeb66 vilya-3e8e15b vilya-06adc85; do cp /tmp/$b /tmp/bin-$b; done
python3 recache.py /tmp/bin-vilya-*
for i in $(seq 30); do
	for b in vilya-92eeb66 vilya-3e8e15b vilya-06adc85; do
		echo "# run $i $b" >> raw/inittrace-$b.txt
		GODEBUG=inittrace=1 /tmp/bin-$b b3sum /tmp/tiny 2>> raw/inittrace-$b.txt > /dev/null
	done
done
for b in vilya-92eeb66 vilya-3e8e15b vilya-06adc85; do
	perf stat -r 100 -e task-clock,page-faults,context-switches /tmp/bin-$b b3sum /tmp/tiny 2> raw/perfstat-$b.txt > /dev/null
done
