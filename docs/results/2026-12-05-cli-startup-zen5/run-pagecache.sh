#!/bin/bash
# The same vilya binary three ways into the page cache: as `go build`
# wrote it (/tmp/pc-built), copied with cp (/tmp/pc-copied), and copied,
# dropped from the page cache and read back in one pass (/tmp/pc-reread,
# recache.py); two sets of 300 paired rounds of `b3sum` on a 3-byte file.
# Run from the repository at 06adc85.
set -e
cd "$(dirname "$0")"
echo hi > /tmp/tiny
rm -f /tmp/pc-*
(cd ../../.. && go build -o /tmp/pc-built ./cmd/vilya)
cp /tmp/pc-built /tmp/pc-copied
cp /tmp/pc-built /tmp/pc-reread
python3 recache.py /tmp/pc-reread
for s in 1 2; do
	python3 paired.py 300 raw/pagecache-$s.json \
		'/tmp/pc-reread b3sum /tmp/tiny' '/tmp/pc-built b3sum /tmp/tiny' '/tmp/pc-copied b3sum /tmp/tiny' | tee raw/pagecache-$s.txt
done
