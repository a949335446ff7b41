#!/bin/bash
set -e
for v in old new; do
  cd /tmp/s39/wt-$v/bench
  ./cblake3.sh > /tmp/s39/cblake3-$v.log 2>&1
  NARYA_DIR=/tmp/narya-ed25519 ./narya.sh build -o /tmp/s39/bench-$v . > /tmp/s39/build-$v.log 2>&1
done
echo built
