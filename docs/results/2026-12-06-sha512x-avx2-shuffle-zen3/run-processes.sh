#!/bin/bash
# Test binaries of 920159f (old) and 46d9868 (new), built from clean trees:
#   git stash; go test -c -o old.test ./sha512x; git stash pop; go test -c -o new.test ./sha512x
# then, in sha512x/, eight rounds alternating the two (raw/processes.txt):
for r in 1 2 3 4 5 6 7 8; do for v in old new; do echo "== $v round $r"; ./$v.test -test.run '^$' -test.bench 'Blocks/impl=avx2|Paired' -test.benchtime 20000x 2>&1 | grep Benchmark; done; done > processes.txt
