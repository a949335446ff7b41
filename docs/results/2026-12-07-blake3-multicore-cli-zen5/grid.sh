#!/bin/bash
# Usage: run.sh TESTBINARY LABEL [COLD_ROUNDS REPEATED_ROUNDS] > raw-LABEL.txt
# Run from blake3/ so that the header finds the commit. Runs the isolated-call
# measurement (3 ms idle before each call) and the repeated-call one, each
# idle, with one busy process pinned to the last CPU, and with GOMAXPROCS=8;
# every run under `cpujob bench` (alone on the machine).
set -e
bin=$1 label=$2 cold=${3:-21} rep=${4:-15}
for kind in cold repeated; do
	for load in idle pinned procs8; do
		echo "== $label $kind $load"
		env=()
		case $load in
		pinned) env=(VILYA_MEASURE_BUSY=pinned) ;;
		procs8) env=(GOMAXPROCS=8) ;;
		esac
		if [ $kind = cold ]; then
			env "${env[@]}" VILYA_MEASURE_PARALLEL_COLD=$cold timeout 300 "$bin" -test.run '^TestMeasureParallelCold$'
		else
			env "${env[@]}" VILYA_MEASURE_PARALLEL=$rep timeout 300 "$bin" -test.run '^TestMeasureParallel$'
		fi
	done
done
