#!/bin/bash
# hyperfine rounds: vilya b3sum (9e550c9) against b3sum 1.2.0 on a cached
# 1 GiB file of random bytes, all threads and one thread, 15 runs each.
set -e
out=/work/main/docs/results/2026-12-07-blake3-multicore-cli-spr/cli
cat /tmp/f1g > /dev/null
for r in 1 2 3; do
  hyperfine -N --warmup 2 --runs 15 -u millisecond --export-json $out/round$r.json \
    "/tmp/s52/vilya-9e55 b3sum /tmp/f1g" "b3sum /tmp/f1g" \
    "/tmp/s52/vilya-9e55 b3sum --num-threads 1 /tmp/f1g" "b3sum --num-threads 1 /tmp/f1g" > $out/round$r.txt 2>&1
done
echo done > $out/DONE
