#!/bin/bash
# A/B of the gap matrix's bao group, alternated RUNS times, each run under
# the exclusive CPU lock (cpujob bench), then the 1 GiB benchmarks RUNS
# times. A is the matrix built at e42d27a (before: content copied out of /
# into the combined encoding), B at 3a6cd63 (chunks hashed where they lie).
# Build them first (the official C sources linked by cblake3.sh):
#   git archive e42d27a | tar -x -C /tmp/old-src && (cd /tmp/old-src/bench && ./cblake3.sh && go build -o /tmp/vm-A .)
#   (cd ../../../bench && ./cblake3.sh && go build -o /tmp/vm-B .)
#   (cd ../../.. && go test -c -o /tmp/bao-gib.test ./blake3/bao)
#   bash run.sh 3
# Every raw file starts with the environment header; the matrix prints the
# commit checked out where it runs (3a6cd63 for both), so each file's first
# line names the binary's own commit.
set -e
runs=${1:-3}
cd "$(dirname "$0")"
mkdir -p raw
for i in $(seq "$runs"); do
	for v in A B; do
		c=e42d27a; [ $v = B ] && c=3a6cd63
		{ echo "# binary: vilya-matrix built at $c"; cpujob bench "/tmp/vm-$v" matrix -group bao -json "raw/$v-$i.json"; } > "raw/$v-$i.md" 2> "raw/$v-$i.log"
	done
done
for i in $(seq "$runs"); do
	(cd ../../../blake3/bao && echo "# binary: blake3/bao test binary built at 3a6cd63" &&
		VILYA_BAO_GIB=1 cpujob bench /tmp/bao-gib.test -test.run '^$' -test.bench '/1048576KiB$' -test.cpu 1 -test.benchtime 3x) > "raw/gib-$i.txt" 2>&1
done
