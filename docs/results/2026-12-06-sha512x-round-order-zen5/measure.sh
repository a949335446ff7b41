#!/bin/sh
# In-process A/B of the sha512x kernels (287e203's and c31ce88's), three
# processes each: the kernel alone (sha512x TestZZKernel) and Ed25519
# batches (ed25519 TestZZSession40). Test binaries built from c31ce88 with
# switch.patch applied and old-kernel.sh run (see build.sh).
for i in 1 2 3; do
	(cd sha512x && /tmp/s40/zz-sha.test -test.run ZZKernel -test.v | grep old/new) > kernel-$i.txt
	(cd ed25519 && /tmp/s40/zz-ed.test -test.run ZZSession40 -test.v | grep old/new) > ed25519-$i.txt
done
