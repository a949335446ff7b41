#!/bin/bash
# old = 534f823, new = 36011ac. Alternated, three rounds each: the ed25519
# test binaries built with -tags purego (raw/purego), the gap matrix's
# ed25519 group with the portable backend forced (raw/matrix); then the
# crossover of hot chunks (raw/hot-each: 36011ac with hot-each-var.patch
# and zz_hot_test.go.txt, each=0 the combined check, each=64 each alone).
cd "$(dirname "$0")"
B='VerifyPublicKey/|VerifyBatchKeys/|NewPublicKey|VerifyCold/(crypto-ed25519|stdlib|zip215)/1232|VerifyBatch/zip215/64x64'
for r in 1 2 3; do
	for s in old new; do
		(cd /work/main/ed25519 && /tmp/ab2/$s-purego.test -test.run '^$' -test.bench "$B" -test.benchtime 1s) > raw/purego/$s-r$r.txt 2>&1
	done
done
for r in 1 2 3; do
	for s in old new; do
		(cd /tmp/ab2/$s/bench && GOMAXPROCS=2 /tmp/ab2/$s-bench matrix -group ed25519 -kernels ed25519=portable -json /tmp/ab2/raw/matrix/$s-r$r.json > /tmp/ab2/raw/matrix/$s-r$r.md 2>&1)
	done
done
(cd /work/main/ed25519 && /tmp/ab2/hotx.test -test.run '^$' -test.bench ZZHotEach -test.benchtime 300x -test.count 3) > raw/hot-each/hot-each.txt 2>&1
echo finished > done
