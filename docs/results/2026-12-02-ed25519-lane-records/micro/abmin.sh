#!/bin/sh
# abmin.sh BENCHREGEX ROUNDS A B ...: alternate binaries; each run count 5 at 300x; print min per variant/bench
re=$1; n=$2; shift 2
cd /work/wt/narya/ed25519
out=/tmp/narya/abmin.$$.txt; : > $out
for i in $(seq $n); do for v in "$@"; do
  cpujob bench /tmp/narya/$v.test -test.run '^$' -test.bench "$re" -test.benchtime 300x -test.count 5 2>&1 | grep '^Benchmark' | sed "s/^/$v /" >> $out
done; done
python3 - $out <<'PY'
import sys,collections
d=collections.defaultdict(list)
for l in open(sys.argv[1]):
    f=l.split(); d[(f[1],f[0])].append(float(f[3]))
for k in sorted(d): 
    v=sorted(d[k]); print(f"{k[0]:40s} {k[1]:10s} min {v[0]:9.0f} q1 {v[len(v)//4]:9.0f} med {v[len(v)//2]:9.0f} n={len(v)}")
PY
