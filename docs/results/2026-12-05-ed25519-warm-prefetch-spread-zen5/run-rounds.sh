#!/bin/bash
# Alternated go-test rounds of the ed25519 package's test binaries at
# e22126c (old.test) and 5c7c97b (new.test), each built in a clean worktree:
# BenchmarkVerifyManyKeys/batch64 (batches of 64 cycling 64
# to 4096 expanded keys) and
# BenchmarkVerifyBatchKeys (the same 64 keys every batch).
# Run from a folder holding old.test and new.test; it writes raw/ (kept
# here as raw/rounds/).
cd "$(dirname "$0")"
for r in 1 2 3 4 5 6; do
	for b in old new; do
		./$b.test -test.run '^$' -test.bench 'VerifyManyKeys/batch64|VerifyBatchKeys/stdlib/(8|64)x1232$' \
			-test.benchtime 2000x -test.count 1 > raw/$b-$r.txt 2>&1
	done
done
