#!/bin/sh
# The kernel benchmarks and CPU profiles (pprof -top) of the avx2 backend,
# forced through VILYA_ED25519_BACKEND, for the rows whose bars are not
# met: single verification, hot key, StdlibCompat and ZIP215 batches of
# 64 (64-byte messages). Run from this folder; writes kernels.txt and
# profiles.txt.
set -eu
here=$(pwd)
cd ../../../ed25519
go test -run XXX -bench 'KernelsAVX2' -count 3 . >"$here/kernels.txt"
: >"$here/profiles.txt"
for b in 'VerifyCold/stdlib/64$' 'VerifyPublicKey/stdlib/64$' 'VerifyBatch/stdlib/64x64$' 'VerifyBatch/zip215/64x64$'; do
	VILYA_ED25519_BACKEND=avx2 go test -run XXX -bench "$b" -benchtime 3s -cpuprofile /tmp/vilya-quad.prof -o /tmp/vilya-quad.test . >>"$here/profiles.txt"
	go tool pprof -top -nodecount 14 /tmp/vilya-quad.test /tmp/vilya-quad.prof 2>/dev/null | sed 1,4d >>"$here/profiles.txt"
	echo >>"$here/profiles.txt"
done
rm -f /tmp/vilya-quad.prof /tmp/vilya-quad.test
