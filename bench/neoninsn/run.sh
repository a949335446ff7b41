#!/bin/sh
# run.sh counts the instructions BLAKE3 executes per byte on arm64, without
# arm64 hardware: vilya's Sum256 (NEON kernel, sum256/main.go) against the
# official C BLAKE3 built with its NEON code (sum256.c), both run under
# qemu-aarch64 -singlestep -d exec,nochain, which logs one line per executed
# instruction: "Trace <thread>: <pc> [...] <symbol>". Each program hashes n
# zero bytes r times between calls of two marker functions; run.sh counts
# the main thread's (Trace 0:) lines between the markers.
#
# Go's sysmon asks a goroutine that has run for 10 ms of wall-clock time to
# yield, and single-stepping stretches wall-clock time about a
# thousandfold, so the Go count also holds scheduler work that a real run
# does not. The runtime column counts those lines (symbols runtime.* other
# than runtime.mem*, internal/*, gogo) so that they can be left out;
# asynchronous preemption is off (GODEBUG=asyncpreemptoff=1).
#
#	bench/neoninsn/run.sh OUTDIR [SIZES]
#
# writes OUTDIR/raw.txt (the environment as # lines, then one line per run:
# impl bytes reps instructions runtime) and OUTDIR/runtime.txt (the runtime
# lines by symbol). Needs
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
trap 'rm -rf "$bin"' EXIT INT TERM
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
	echo "run: GODEBUG=asyncpreemptoff=1 qemu-aarch64 -singlestep -d exec,nochain -D /dev/stderr PROG n r"
	echo "columns: impl bytes reps instructions runtime"
	echo "vilya kernel: $(qemu-aarch64 "$bin/sum256-vilya" 0 0 | cut -d' ' -f1)"
} | sed 's/^/# /' >"$out/raw.txt"

# count IMPL N R prints the main thread's instructions between the markers and how
# many of them lie in the Go runtime's scheduler and stack code, and appends
# those runtime lines per symbol to OUTDIR/runtime.txt. It reads the whole
# trace: closing the pipe early leaves qemu stuck.
count() {
	GODEBUG=asyncpreemptoff=1 qemu-aarch64 -singlestep -d exec,nochain -D /dev/stderr "$bin/sum256-$1" "$2" "$3" 2>&1 >/dev/null |
		LC_ALL=C awk -v tag="$*" -v rtout="$out/runtime.txt" '
		!/^Trace 0:/ || done { next }
		$NF ~ /^(main\.markStart|mark_start)$/ { on = 1; next }
		$NF ~ /^(main\.markEnd|mark_end)$/ { done = 1; next }
		on {
			n++
			if ($NF ~ /^(runtime\.|internal\/|gogo$)/ && $NF !~ /^runtime\.mem/) { rt++; sym[$NF]++ }
		}
		END {
			for (f in sym) printf "%s %d %s\n", tag, sym[f], f >>rtout
			printf "%d %d\n", n, rt
		}'
}

: >"$out/runtime.txt"
for impl in vilya c; do
	for n in $sizes; do
		r=$((1048576 / n)) # about 1 MiB hashed per size
		[ "$r" -ge 1 ] || r=1
		echo "$impl $n $r $(count "$impl" "$n" "$r")" >>"$out/raw.txt"
		tail -1 "$out/raw.txt" >&2
	done
done
