#!/bin/sh
# ca07ac8 (in place above 1 KiB) against 381ee65 (in place above 4 KiB),
# test binaries of blake3/bao, three alternated rounds of three counts.
#   go test -c -o /tmp/bao-ca07.test ./blake3/bao   (at ca07ac8)
#   go test -c -o /tmp/bao-381e.test ./blake3/bao   (at 381ee65)
set -e
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then order="ca07 381e"; else order="381e ca07"; fi
  for v in $order; do
    /tmp/bao-$v.test -test.run '^$' -test.bench 'DecodeSmall' -test.count 3 > threshold-$v-$r.txt 2>&1
  done
done
