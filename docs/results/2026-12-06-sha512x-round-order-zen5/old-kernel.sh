#!/bin/sh
# Appends 287e203's blocksAVX512 to sha512x/sha512x_amd64.s as
# blocksAVX512Old (its labels renamed), the kernel sha-switch.patch's
# sha512x.ZZOld selects. Run in the repository root of c31ce88.
git show 287e203:sha512x/sha512x_amd64.s |
	awk '/^TEXT ·blocksAVX512/{f=1} /^TEXT ·blocksAVX2/{f=0} f' |
	sed 's/blocksAVX512/blocksAVX512Old/; s/avx512_/old512_/g' >> sha512x/sha512x_amd64.s
