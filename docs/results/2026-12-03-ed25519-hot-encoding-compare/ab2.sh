#!/bin/bash
# ifma, go test -c ./ed25519 builds: main (cba943a), mainpad (cba943a with pad.patch), enc2 (cba943a with
# the kept change, as committed), encpad (enc2 with pad.patch); the pad moves the r51x8 kernels by 32 bytes
# modulo 64 (kernel-addresses.txt), so each code is measured at both placements; three rounds rotated.
cd /tmp/enc
for r in 1 2 3; do
  case $r in 1) order="main enc2 mainpad encpad";; 2) order="enc2 mainpad encpad main";; 3) order="encpad main enc2 mainpad";; esac
  for v in $order; do
    echo "== round $r ifma $v"
    ./ed-$v.test -test.run '^$' -test.bench '^(BenchmarkVerifyPublicKey|BenchmarkVerifyCold|BenchmarkVerifyManyKeys)$/^(stdlib|dalek-strict|zip215|single)$/^(64|1232|1|1024)$' -test.benchtime 1s 2>&1 | grep -E "^Bench"
  done
done
