#!/bin/bash
# The gap matrix's whole-process rows (vilya b3sum against b3sum 1.2.0 on a
# 256 MiB file the matrix writes), the build before (92eeb66) and after
# (06adc85) alternated, eight runs each, every binary (b3sum's copy too,
# which the matrix finds first on PATH) dropped from the page cache and
# read back before each run (recache.py; see run-tiny.sh). bench built at
# 06adc85: (cd bench && go build -o /tmp/benchx .).
set -e
cd "$(dirname "$0")"
out=$PWD/raw
mkdir -p /tmp/b3bin && cp /usr/bin/b3sum /tmp/b3bin/b3sum
for c in 92eeb66 06adc85; do cp /tmp/vilya-$c /tmp/bin-vilya-$c; done
cd ../../../bench
for i in 1 2 3 4 5 6 7 8; do
	for c in 92eeb66 06adc85; do
		python3 $out/../recache.py /tmp/bin-vilya-* /tmp/b3bin/b3sum
		PATH=/tmp/b3bin:$PATH /tmp/benchx matrix -group blake3 -ops process-1-thread,process-all-threads \
			-vilya-bin /tmp/bin-vilya-$c -json $out/matrix-$c-$i.json > $out/matrix-$c-$i.md 2> $out/matrix-$c-$i.stderr
	done
done
