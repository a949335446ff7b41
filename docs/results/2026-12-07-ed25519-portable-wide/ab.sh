#!/bin/bash
# raw/crossover: the ed25519 test binary of fa833dd with wide-var.patch and
# zz_wide_test.go.txt copied into ed25519/ (wide=0: the chunks' combined
# checks; wide=64: the bucket sum from 64 signatures), three counts.
# raw/matrix: old = f56d874, new = fa833dd, three alternated runs of the
# gap matrix's ZIP215 batch rows of 64 and 1024 signatures (op
# verify-batch) with the portable backend forced.
cd "$(dirname "$0")"
(cd /work/main/ed25519 && /tmp/ab3/wide-final.test -test.run '^$' -test.bench ZZWidePortable -test.benchtime 10x -test.count 3) > raw/crossover/wide-crossover.txt 2>&1
for r in 1 2 3; do
	for s in old new; do
		(cd /tmp/ab3/$s/bench && GOMAXPROCS=2 /tmp/ab3/$s-bench matrix -group ed25519 -ops verify-batch -batches 64,1024 -kernels ed25519=portable -json /tmp/ab3/raw/matrix/$s-r$r.json > /tmp/ab3/raw/matrix/$s-r$r.md 2>&1)
	done
done
echo finished > done
