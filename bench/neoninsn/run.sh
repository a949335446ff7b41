#!/bin/sh
# run.sh counts the instructions BLAKE3 executes per byte on arm64, without
# arm64 hardware: vilya's Sum256 (NEON kernel, sum256/main.go) against the
# official C BLAKE3 built with its NEON code (sum256.c), both run under
# qemu-aarch64 -singlestep -d exec,nochain, which logs one line per executed
# instruction ("Trace <thread>: ..."). Only the main thread (Trace 0:) is
# counted. Each program hashes n zero bytes r times; a run with r = 0 (the
# median of three) is subtracted, so start-up and exit do not count.
#
#	bench/neoninsn/run.sh OUTDIR [SIZES]
#
# writes OUTDIR/raw.txt (impl bytes reps instructions), OUTDIR/env.txt and
# the two binaries' build commands. Needs
#   apt-get install qemu-user gcc-aarch64-linux-gnu librust-blake3-dev
# BLAKE3_C_DIR overrides where the C sources are found.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: run.sh OUTDIR [SIZES]}
sizes=${2:-64 1024 4096 65536 1048576}
mkdir -p "$out"
out=$(cd "$out" && pwd)

src="${BLAKE3_C_DIR:-$(ls -d /usr/share/cargo/registry/blake3-*/c 2>/dev/null | sort -V -r | head -1)}"
[ -f "$src/blake3_neon.c" ] || { echo "run.sh: no blake3_neon.c under '$src' (apt-get install librust-blake3-dev)" >&2; exit 1; }

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
gobuild="GOARCH=arm64 CGO_ENABLED=0 go build -o sum256-vilya ./neoninsn/sum256"
cbuild="aarch64-linux-gnu-gcc -O3 -static -DBLAKE3_USE_NEON=1 -I$src -o sum256-c sum256.c $src/blake3.c $src/blake3_dispatch.c $src/blake3_portable.c $src/blake3_neon.c"
(cd "$here/.." && GOARCH=arm64 CGO_ENABLED=0 go build -o "$bin/sum256-vilya" ./neoninsn/sum256)
(cd "$here" && aarch64-linux-gnu-gcc -O3 -static -DBLAKE3_USE_NEON=1 -I"$src" -o "$bin/sum256-c" sum256.c \
	"$src/blake3.c" "$src/blake3_dispatch.c" "$src/blake3_portable.c" "$src/blake3_neon.c")

{
	echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
	echo "commit: $(git -C "$here" rev-parse HEAD)$(git -C "$here" diff --quiet HEAD -- . ../../blake3 || echo ' (modified)')"
	echo "go: $(go version)"
	echo "qemu: $(qemu-aarch64 --version | head -1)"
	echo "gcc: $(aarch64-linux-gnu-gcc --version | head -1)"
	echo "c source: $src"
	echo "host cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')"
	echo "vilya build (in bench/): $gobuild"
	echo "c build (in bench/neoninsn/): $cbuild"
	echo "count: qemu-aarch64 -singlestep -d exec,nochain -D /dev/stderr PROG n r 2>&1 >/dev/null | grep -c '^Trace 0:'"
	echo "vilya kernel: $(qemu-aarch64 "$bin/sum256-vilya" 0 0 | cut -d' ' -f1)"
} >"$out/env.txt"

count() {
	qemu-aarch64 -singlestep -d exec,nochain -D /dev/stderr "$@" 2>&1 >/dev/null | grep -c '^Trace 0:'
}

: >"$out/raw.txt"
for impl in vilya c; do
	p="$bin/sum256-$impl"
	for n in $sizes; do
		# About 1 MiB hashed per size, so thread-scheduling noise of a few
		# thousand instructions in the baseline stays below 0.2%.
		r=$((1048576 / n))
		[ "$r" -ge 1 ] || r=1
		for k in 1 2 3; do
			echo "$impl $n 0 $(count "$p" "$n" 0)" >>"$out/raw.txt"
		done
		echo "$impl $n $r $(count "$p" "$n" "$r")" >>"$out/raw.txt"
		tail -1 "$out/raw.txt" >&2
	done
done
