#!/bin/bash
# Usage: run-matrix.sh BENCHBIN BEFORE AFTER ROUNDS > raw-matrix.txt
# The gap matrix's whole-process rows (256 MiB file, b3sum against vilya
# b3sum, one thread and all threads) with the before and the after vilya
# binary (-vilya-bin), alternated, ROUNDS fresh matrix processes each, every
# one under `cpujob bench` (alone on the machine).
set -eu
bin=$1 before=$2 after=$3 rounds=${4:-3}
for r in $(seq 1 "$rounds"); do
	for v in before after; do
		b=$before
		[ $v = after ] && b=$after
		echo "== process $v round $r"
		cpujob bench "$bin" matrix -group blake3 -ops process-1-thread,process-all-threads -vilya-bin "$b" 2>&1
	done
done
