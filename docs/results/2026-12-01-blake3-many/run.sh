#!/bin/sh
# Re-measure this folder: Sum256Batch against a loop of Sum256 on the same
# messages at every kernel level (BenchmarkSumBatch: 64-byte, 1 KiB and
# mixed 0..4 KiB messages, counts 1..1024, the two alternated in every
# iteration), each lane kernel itself on one to eight messages
# (BenchmarkSumBatchFew, the evidence for the manyMin thresholds), and the
# gap matrix's many rows at the three levels, and the lane kernels alone
# (BenchmarkManyBlocks). Run from this folder, each
# step alone on the machine (the session ran each under `cpujob bench`).
set -eu
here=$(pwd)
cd ../../../blake3
go test -run '^$' -bench '^BenchmarkSumBatch$' -benchtime 0.2s -count 3 . >"$here/batch.txt"
go test -run '^$' -bench '^BenchmarkSumBatchFew$' -benchtime 0.1s -count 3 . >"$here/few.txt"
cd ../bench
./cblake3.sh
go run . matrix -group blake3 -ops many,many-mixed -json "$here/matrix-avx512.json" >"$here/matrix-avx512.md"
go run . matrix -group blake3 -ops many,many-mixed -kernels blake3=avx2 -json "$here/matrix-avx2.json" >"$here/matrix-avx2.md"
go run . matrix -group blake3 -ops many,many-mixed -kernels blake3=sse41 -json "$here/matrix-sse41.json" >"$here/matrix-sse41.md"
# The lane kernels alone (every lane busy, m blocks a call): the cost a
# batch of one-block messages cannot go below.
cd ../blake3
go test -run '^$' -bench '^BenchmarkManyBlocks$' -benchtime 100000x -count 3 . >"$here/blocks.txt"
