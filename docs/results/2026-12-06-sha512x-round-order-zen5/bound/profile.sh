#!/bin/sh
# CPU profiles of warm and cold StdlibCompat batches of 64 at 1232 bytes
# and the r51x8 chain kernels alone, from test binaries of 7adbc7d (the
# ed25519 code of 287e203, c31ce88's sha512x). Run from the repository
# root of 7adbc7d; writes next to this script.
set -e
out=$(dirname "$0")
go test -c -o /tmp/ed-prof.test ./ed25519
go test -c -o /tmp/r51x8.test ./ed25519/internal/r51x8
for w in BatchKeys:warm Batch:cold; do
	b=${w%%:*}; n=${w##*:}
	(cd ed25519 && /tmp/ed-prof.test -test.run XXX -test.bench "^BenchmarkVerify$b\$/^stdlib\$/^64x1232\$" \
		-test.benchtime 4s -test.count 1 -test.cpuprofile /tmp/$n.prof) > $out/$n-bench.txt
	go tool pprof -top -nodecount 45 /tmp/ed-prof.test /tmp/$n.prof > $out/$n-top.txt 2>/dev/null
done
(cd ed25519/internal/r51x8 && /tmp/r51x8.test -test.run XXX -test.bench ChainIFMA -test.count 3) > $out/chain.txt
