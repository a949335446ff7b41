#!/bin/sh
# Re-measure this folder: BenchmarkMSMCrossover (ed25519/msm_crossover_measure_amd64_test.go),
# the avx2 backend's Straus chain against a Pippenger sum on the same
# kernels, three counts. Run from this folder on a quiet machine (about
# three minutes).
set -eu
here=$(pwd)
cd ../../../ed25519
go test -tags measure -run '^$' -bench '^BenchmarkMSMCrossover$' -count 3 . >"$here/msm.txt"
