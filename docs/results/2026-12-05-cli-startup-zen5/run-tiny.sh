#!/bin/bash
# Fixed cost of a process: vilya b3sum at three commits and b3sum 1.2.0 on
# a 3-byte file, Go's and C's empty programs beside them; three sets of 300
# paired rounds. Each binary is copied with cp to /tmp/bin-<name> and all
# of them (b3sum's too) are dropped from the page cache and read back in
# one pass before each set (recache.py): how a binary got into the page
# cache moves these times by up to 8 % (NOTEBOOK, 2026-12-05).
# /tmp/vilya-<commit> is `go build -o /tmp/vilya-<commit> ./cmd/vilya` at
# that commit; /tmp/hello is `package main; func main() {}` (go build),
# /tmp/st/ch is `int main(){return 0;}` (gcc -O2).
set -e
cd "$(dirname "$0")"
echo hi > /tmp/tiny
for b in vilya-92eeb66 vilya-3e8e15b vilya-06adc85 hello; do cp /tmp/$b /tmp/bin-$b; done
cp /usr/bin/b3sum /tmp/bin-b3sum
cp /tmp/st/ch /tmp/bin-ch
for s in 1 2 3; do
	python3 recache.py /tmp/bin-*
	python3 paired.py 300 raw/tiny-$s.json \
		'/tmp/bin-vilya-92eeb66 b3sum /tmp/tiny' '/tmp/bin-vilya-3e8e15b b3sum /tmp/tiny' \
		'/tmp/bin-vilya-06adc85 b3sum /tmp/tiny' '/tmp/bin-b3sum /tmp/tiny' '/tmp/bin-hello' '/tmp/bin-ch' | tee raw/tiny-$s.txt
done
