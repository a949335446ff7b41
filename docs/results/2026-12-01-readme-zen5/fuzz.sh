#!/bin/bash
# FuzzKernelsIFMA for 15 s on a fresh fuzz cache, with Go's default
# minimization of new inputs and with -fuzzminimizetime 0 (as .ci/run),
# each alone under the bench lock, from a clean checkout of d115bfd.
cd /tmp/readme-measure/ed25519
O=/tmp/readme-measure/out
cpujob build go test -c -gcflags=all=-d=libfuzzer -o /tmp/readme-ed.test . || exit 1  # as go test -fuzz instruments
for mode in default zero; do
  rm -rf /tmp/readme-fz-$mode
  extra=""; [ $mode = zero ] && extra="-test.fuzzminimizetime 0"
  {
    echo "# $(date -u +%FT%TZ) FuzzKernelsIFMA, minimization: $mode"
    echo "# cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2-), family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') model $(grep -m1 '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' '), $(nproc) logical cores"
    echo "# go: $(go version); commit: $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' (modified)')"
    echo "# build: go test -c -gcflags=all=-d=libfuzzer (the coverage instrumentation go test -fuzz adds); command (in ed25519/): ed25519.test -test.run '^\$' -test.fuzz '^FuzzKernelsIFMA\$' -test.fuzztime 15s -test.fuzzcachedir /tmp/readme-fz-$mode $extra"
    echo "# load: $(cat /proc/loadavg)"
    cpujob bench /tmp/readme-ed.test -test.run '^$' -test.fuzz '^FuzzKernelsIFMA$' -test.fuzztime 15s -test.fuzzcachedir /tmp/readme-fz-$mode $extra 2>&1
    echo "# exit: $?"
  } > $O/fuzz-$mode.txt
done
