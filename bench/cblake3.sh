#!/bin/sh
# cblake3.sh links the official C BLAKE3 sources shipped by Debian's
# librust-blake3-dev into bench/internal/cblake3, where cgo compiles them
# (portable C plus the x86-64 SSE2/SSE4.1/AVX2/AVX-512 assembly). The links
# are ignored by git and never committed. Run it once after
#   apt-get install librust-blake3-dev
# (go generate ./... in bench runs it too). With no source found it removes
# stale links and exits 0: the matrix then reports official-c as missing.
# BLAKE3_C_DIR overrides the search.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
dst="$here/internal/cblake3"
files="blake3.c blake3.h blake3_impl.h blake3_portable.c"
asm="sse2 sse41 avx2 avx512"

src="${BLAKE3_C_DIR:-}"
if [ -n "$src" ] && [ ! -f "$src/blake3.c" ]; then
	echo "cblake3.sh: BLAKE3_C_DIR=$src has no blake3.c" >&2
	exit 1
fi
if [ -z "$src" ]; then
	# Newest version first; the C directory layout has been stable since 1.0.
	for d in $(ls -d /usr/share/cargo/registry/blake3-*/c 2>/dev/null | sort -V -r); do
		if [ -f "$d/blake3.c" ] && [ -f "$d/blake3_avx512_x86-64_unix.S" ]; then
			src="$d"
			break
		fi
	done
fi

for f in $files blake3_dispatch.c blake3_dispatch.inc; do rm -f "$dst/$f"; done
for a in $asm; do rm -f "$dst/blake3_${a}_amd64.S"; done

if [ -z "$src" ]; then
	echo "cblake3.sh: official C BLAKE3 source not found (apt-get install librust-blake3-dev); official-c will be reported missing" >&2
	exit 0
fi
for f in $files; do ln -s "$src/$f" "$dst/$f"; done
# The dispatcher is included by shim.c rather than compiled on its own, so
# that the shim can restrict its CPU features (official-c-avx2, -sse41).
ln -s "$src/blake3_dispatch.c" "$dst/blake3_dispatch.inc"
for a in $asm; do ln -s "$src/blake3_${a}_x86-64_unix.S" "$dst/blake3_${a}_amd64.S"; done
echo "cblake3.sh: linked official C BLAKE3 from $src" >&2
