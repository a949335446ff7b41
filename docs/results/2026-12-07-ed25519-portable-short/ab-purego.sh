#!/bin/bash
# Alternated A/B of the purego ed25519 test binaries (old = 7d61f04, new = 3e33cfb).
cd "$(dirname "$0")"
B='VerifyCold/|VerifyPublicKey/StdlibCompat/1232|VerifyBatch/StdlibCompat/(8|64)x1232|VerifyBatch/ZIP215/(8|64)x64'
for r in 1 2 3; do
	for s in old new; do
		(cd /work/main/ed25519 && /tmp/ab/$s-purego.test -test.run '^$' -test.bench "$B" -test.benchtime 1s) > raw/purego/purego-$s-r$r.txt 2>&1
	done
done
