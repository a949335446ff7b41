#!/bin/bash
# The code paths that now fetch their tables through sync.OnceValue, old
# (92eeb66) against new (06adc85) test binaries, eight alternated rounds
# (old first in odd rounds): r51's variable-time inversion (steps4, once
# per call), and the portable backend's cold single verification and
# batch of 64 (BasepointTable8, once per chain), StdlibCompat at 1232
# bytes. Binaries: `go test -c` of ./ed25519/internal/r51 and ./ed25519
# at each commit, as /tmp/hp-{r51,ed}-{old,new}.test.
set -e
cd "$(dirname "$0")"
for r in 1 2 3 4 5 6 7 8; do
	order="old new"; [ $((r % 2)) -eq 0 ] && order="new old"
	for b in $order; do
		/tmp/hp-r51-$b.test -test.run '^$' -test.bench 'Invert/var' -test.count 3 > r$r-r51-$b.txt 2>&1
		VILYA_ED25519_BACKEND=portable /tmp/hp-ed-$b.test -test.run '^$' \
			-test.bench '^BenchmarkVerifyCold$/^stdlib$/^1232$' -test.count 2 > r$r-ed-$b.txt 2>&1
		VILYA_ED25519_BACKEND=portable /tmp/hp-ed-$b.test -test.run '^$' \
			-test.bench '^BenchmarkVerifyBatch$/^stdlib$/^64x1232$' -test.count 2 >> r$r-ed-$b.txt 2>&1
	done
done
