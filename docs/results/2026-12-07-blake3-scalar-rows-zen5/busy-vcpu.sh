#!/bin/bash
# Does a busy second vCPU slow the scalar kernels? The gotest binary
# (scalar.test, as gotest/) pinned to CPU 0, idle, then with a shell loop
# spinning on CPU 1, then idle again.
run() { GOMAXPROCS=1 taskset -c 0 ./scalar.test -test.run XXX -test.bench 'ZZScalar/sum256/(64|1024)/' -test.count 5 -test.benchtime 0.2s | grep ZZScalar; }
echo "# idle"; run
taskset -c 1 sh -c 'while :; do :; done' & P=$!; sleep 1
echo "# CPU 1 busy"; run
kill $P
echo "# idle"; run
