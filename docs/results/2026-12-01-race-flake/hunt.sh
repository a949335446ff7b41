#!/bin/bash
# Runs the WriteReaderAt tests of blake3 under -race repeatedly until $1 (epoch seconds).
cd "$(dirname "$0")/../../../blake3"
end=$1; i=0
while [ $(date +%s) -lt $end ]; do
  i=$((i+1))
  procs=$(( (i % 2) * 2 + 2 ))   # alternate GOMAXPROCS 4 and 2
  short=-test.short; [ $((i % 5)) = 0 ] && short=
  if GOMAXPROCS=$procs cpujob build ${BIN:-/tmp/reliab/blake3-race.test} $short -test.run 'WriteReaderAt' -test.count=5 > ${OUT:-/tmp/reliab/flake}/run$i.log 2>&1; then r=PASS; else r=FAIL; fi
  echo "$(date -u +%H:%M:%S) batch $i GOMAXPROCS=$procs short=${short:+yes} count=5 $r" >> ${OUT:-/tmp/reliab/flake}/summary.txt
done
