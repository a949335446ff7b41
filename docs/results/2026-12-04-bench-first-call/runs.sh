#!/bin/bash
# The runs of this folder. old: bench of a clean `git archive` of 6b67417;
# fix: bench of 6b67417 + tree.patch (the harness change as committed);
# old-iters: the old tree + iters.patch (prints each calibration).
# (cd bench && ./cblake3.sh && go build -o /tmp/x/bench-<b> .) for each tree.
set -e
out=${1:?output folder}
for i in 1 2; do for b in old fix; do
	/tmp/x/bench-$b matrix -group ed25519 -json $out/full-$b-$i.json > $out/full-$b-$i.md 2> $out/full-$b-$i.stderr
done; done
for i in 1 2 3; do for b in old fix; do
	/tmp/x/bench-$b matrix -group ed25519 -ops verify -json $out/verify-$b-$i.json > $out/verify-$b-$i.md 2> $out/verify-$b-$i.stderr
done; done
for i in 1 2; do
	/tmp/x/bench-old-iters matrix -group ed25519 -ops verify > $out/iters-old-$i.md 2> $out/iters-old-$i.stderr
done
