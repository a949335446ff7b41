//go:build !amd64 || purego

package sha512x

func kernelAvailable(name string) bool { return name == "generic" }

func sumBatch(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	sumLoop(out, prefixes, msgs)
}

func blocks(k kern, h *[8][MaxLanes]uint64, p *[nSeg][MaxLanes]*byte, n *[nSeg][MaxLanes]uint64) {
	blocksGeneric(h, p, n)
}
