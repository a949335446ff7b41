#!/bin/sh
# CPU profiles (pprof -top) of the rows whose bars are not met, the avx2
# backend forced through VILYA_ED25519_BACKEND: hot key, StdlibCompat
# batches of 4 and 64 (64-byte messages), and for comparison the cold
# single verification. Run from this folder; writes profiles.txt.
set -eu
here=$(pwd)
cd ../../../ed25519
: >"$here/profiles.txt"
for b in 'VerifyCold/stdlib/^64$' 'VerifyPublicKey/stdlib/^64$' 'VerifyBatch/stdlib/^4x64$' 'VerifyBatch/stdlib/^64x64$'; do
	VILYA_ED25519_BACKEND=avx2 go test -run XXX -bench "$b" -benchtime 3s -cpuprofile /tmp/vilya-straus.prof -o /tmp/vilya-straus.test . >>"$here/profiles.txt"
	go tool pprof -top -nodecount 16 /tmp/vilya-straus.test /tmp/vilya-straus.prof 2>/dev/null | sed 1,4d >>"$here/profiles.txt"
	echo >>"$here/profiles.txt"
done
rm -f /tmp/vilya-straus.prof /tmp/vilya-straus.test
