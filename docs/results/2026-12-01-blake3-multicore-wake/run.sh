#!/bin/bash
# Usage: run.sh TESTBINARY LABEL > raw-LABEL.txt   (from blake3/, so that the
# header finds the commit). Runs each load variant of the isolated-call
# measurement (41 rounds) and of the repeated-call one (25 rounds) once.
set -e
bin=$1 label=$2
for kind in cold repeated; do
	for load in idle busy pinned procs8; do
		echo "== $label $kind $load"
		env=()
		case $load in
		busy) env=(VILYA_MEASURE_BUSY=1) ;;
		pinned) env=(VILYA_MEASURE_BUSY=pinned) ;;
		procs8) env=(GOMAXPROCS=8) ;;
		esac
		if [ $kind = cold ]; then
			env "${env[@]}" VILYA_MEASURE_PARALLEL_COLD=41 timeout 300 "$bin" -test.run '^TestMeasureParallelCold$'
		else
			env "${env[@]}" VILYA_MEASURE_PARALLEL=25 timeout 300 "$bin" -test.run '^TestMeasureParallel$'
		fi
	done
done
