#!/bin/bash
# The runs of this folder, nothing else running (no cpujob on this VM).
# gib/: the blake3/bao test binary of ff8a993 (blake3 as at 8b5ad21) with
# zz_copy_tmp_test.go.txt copied in as a _test.go file, from blake3/bao:
#   go test -c -o /tmp/s41/bao.test .
#   for i in 1 2 3; do GOMAXPROCS=1 VILYA_BAO_GIB=1 /tmp/s41/bao.test -test.run '^$' \
#     -test.bench '^Benchmark(Sum256|Encode|EncodeOutboard|EncodeTo|Decode|DecodeOutboard|ZZCopy)$' \
#     -test.benchtime 3x > gib/single-$i.txt; done
# matrix/: from bench/ of a worktree at 8b5ad21,
#   BIN matrix -group bao -json matrix/bao-N.json > matrix/bao-N.md   (N = 1..3)
# rejected-copy-in-load/: the blake3 package of ff8a993 with variant.patch
# (go generate ./blake3) and zz_copyz_tmp_test.go.txt, from blake3/:
#   go test -c -o /tmp/s41/copyz.test .
#   for i in 1 2 3; do /tmp/s41/copyz.test -test.run ZZCopyZ -test.v | grep "time median" > rejected-copy-in-load/ab-$i.txt; done
# refactor-8ce37d3/: blake3/bao test binaries of 60bf5f4 (old) and 8ce37d3
# (new, the copying kernel's destination pointer formed from blk), from
# blake3/bao, three rounds alternated:
#   for r in 1 2 3; do for v in old new; do /tmp/s41/bao-$v.test -test.run '^$' \
#     -test.bench '^BenchmarkEncode$' -test.benchtime 20x -test.count 2 > refactor-8ce37d3/$v-$r.txt; done; done
