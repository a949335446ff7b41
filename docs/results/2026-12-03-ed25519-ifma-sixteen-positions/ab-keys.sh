#!/bin/bash
cd /tmp/b  # ed-base*.test: go test -c at 19bc74d; ed-new*.test: the same with sixteen-positions.patch
for r in 1 2 3; do for v in baseT newT; do
  echo "== round $r $v"
  ./ed-$v.test -test.run '^$' -test.bench 'TmpHotKeys' -test.benchtime 1s 2>&1 | grep -E "^Bench"
done; done
