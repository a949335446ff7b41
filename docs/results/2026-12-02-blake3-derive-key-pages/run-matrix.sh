#!/bin/bash
# Usage: run-matrix.sh BENCHBIN N > raw-matrix.txt
# N fresh processes of the gap matrix's derive-key rows (bench built by
# `cd bench && ./cblake3.sh && go build -o BENCHBIN .`), each alone on the
# machine (cpujob bench).
set -e
bin=$1 n=${2:-5}
for i in $(seq 1 "$n"); do
	echo "== derive-key process $i"
	cpujob bench "$bin" matrix -group blake3 -ops derive-key -reps 11 2>&1
done
