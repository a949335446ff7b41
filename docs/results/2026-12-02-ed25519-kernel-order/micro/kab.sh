#!/bin/bash
# usage: kab.sh ROUNDS BENCHREGEX variant...   (binaries /tmp/r51x8.$v.test)
R=$1; B=$2; shift 2
out=/tmp/kab.$$.txt; : > $out
for r in $(seq $R); do
  for v in "$@"; do
    cpujob bench /tmp/r51x8.$v.test -test.run '^$' -test.bench "$B" -test.count 3 -test.benchtime 0.2s 2>&1 | grep ^Bench | sed "s/^/$v /" >> $out
  done
done
python3 - $out <<'PY'
import sys, collections, statistics
d=collections.defaultdict(list)
for line in open(sys.argv[1]):
    f=line.split()
    d[(f[1],f[0])].append(float(f[3]))
for (b,v),xs in sorted(d.items()):
    print(f"{b:40s} {v:6s} min {min(xs):9.2f} med {statistics.median(xs):9.2f} n={len(xs)}")
PY
