#!/bin/sh
# Re-measure this folder (issue 32, the group kernels). Run from this
# folder with two test binaries of package blake3 and a bench binary:
#   BEFORE=before.test  (go test -c at fc14c77, before the group kernels)
#   AFTER=after.test    (go test -c at 3ea63aa); cascade.test at 2e40649 and
#   rule.test at 6febaf7 were run the same way (see README)
#   BENCH=bench         (cd bench && ./cblake3.sh && go build, at 3ea63aa)
# The session ran each command below alone under `cpujob bench` (the
# machine's exclusive measurement lock), one command per step.
set -eu
here=$(pwd)
cd ../../../blake3
# 1. Sum256Batch against the loop of Sum256 (alternated inside every
#    iteration), all counts, every level; the two binaries alternated, three
#    rounds each.
for r in 1 2 3; do
	for which in before after; do
		bin=$BEFORE; [ $which = after ] && bin=$AFTER
		{ echo "# binary: $which.test"; "$bin" -test.run '^$' -test.bench '^BenchmarkSumBatch$' -test.benchtime 0.2s -test.count 1; } >"$here/$which-batch-$r.txt"
	done
done
# 2. The kernels alone: the lane kernel's one-block call (ManyBlocks m=1)
#    and the group kernels per group (ManyOne).
{ echo "# binary: after.test"; "$AFTER" -test.run '^$' -test.bench '^Benchmark(ManyOne|ManyBlocks)$' -test.benchtime 0.3s -test.count 3; } >"$here/kernels.txt"
# 3. The gap matrix's many rows at the three levels.
cd ../bench
"$BENCH" matrix -group blake3 -ops many,many-mixed -json "$here/matrix-avx512.json" >"$here/matrix-avx512.md"
"$BENCH" matrix -group blake3 -ops many,many-mixed -kernels blake3=avx2 -json "$here/matrix-avx2.json" >"$here/matrix-avx2.md"
"$BENCH" matrix -group blake3 -ops many,many-mixed -kernels blake3=sse41 -json "$here/matrix-sse41.json" >"$here/matrix-sse41.md"
# 4. Later: the cascade and rule builds, each alternated with the after
#    binary (CASCADE=cascade.test, RULE=rule.test).
cd ../blake3
for x in cascade-batch-1:$CASCADE after-batch-4:$AFTER cascade-batch-2:$CASCADE \
	rule-batch-1:$RULE after-batch-5:$AFTER rule-batch-2:$RULE; do
	f=${x%%:*}; bin=${x#*:}
	{ echo "# binary: $(basename "$bin")"; "$bin" -test.run '^$' -test.bench '^BenchmarkSumBatch$' -test.benchtime 0.2s -test.count 1; } >"$here/$f.txt"
done
