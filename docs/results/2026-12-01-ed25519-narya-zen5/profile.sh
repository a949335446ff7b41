#!/bin/sh
# Profile the ifma backend's StdlibCompat batches of 8 and of 64 (64-byte
# messages, BenchmarkVerifyBatch of package ed25519) with pprof, each under
# the session's exclusive measurement lock (cpujob bench; drop it
# elsewhere). Writes OUT (default .)/profile-n8.txt and profile-n64.txt: the
# benchmark's output, then pprof -top of its CPU profile.
set -eu
here=$(pwd)
out=${OUT:-$here}
cd ../../../ed25519
bin=/tmp/ed25519-prof-$$.test
cpujob build go test -c -o "$bin" .
header() {
	f=$(grep -m1 '^cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
	m=$(grep -m1 '^model[[:space:]]*:' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')
	echo "# cpu:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2), family $f model $m, $(nproc) logical cores"
	echo "# flags: $(grep -m1 '^flags' /proc/cpuinfo | tr ' ' '\n' | grep -x -E 'avx2|bmi2|avx512f|avx512vl|avx512bw|avx512dq|avx512ifma|avx512vbmi' | tr '\n' ' ')"
	echo "# go: $(go version)"
	echo "# commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
	echo "# load: $(cat /proc/loadavg)"
}
for n in 8 64; do
	header >"$out/profile-n$n.txt"
	cpujob bench "$bin" -test.run XXX -test.bench "^BenchmarkVerifyBatch$/^stdlib$/^${n}x64$" \
		-test.benchtime 4s -test.count 1 -test.cpuprofile "/tmp/ed25519-prof-$$-$n.prof" >>"$out/profile-n$n.txt"
	echo >>"$out/profile-n$n.txt"
	go tool pprof -top -nodecount 40 "$bin" "/tmp/ed25519-prof-$$-$n.prof" >>"$out/profile-n$n.txt" 2>/dev/null
	rm -f "/tmp/ed25519-prof-$$-$n.prof"
done
rm -f "$bin"
