#!/bin/sh
# Re-measure this folder: sha512x's kernels on batches of 1 to 4 messages
# against crypto/sha512 on the same messages (BenchmarkFewMessages, five
# counts), the evidence for minKernelMsgs. Run from this folder.
set -eu
here=$(pwd)
cd ../../../sha512x
go test -run '^$' -bench '^BenchmarkFewMessages$' -count 5 . >"$here/few.txt"
# The gap matrix's sha512 rows with the code of this folder's commit
# (matrix-after); matrix-before is the same command at c4be08c, with the
# blake3 group in the same run (-group blake3,sha512).
cd ../bench
go run . matrix -group sha512 -json "$here/matrix-after.json" >"$here/matrix-after.md"
