//go:build !amd64 || purego

package sha512x

func kernelAvailable(name string) bool { return name == "generic" }

func sumBatch(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
	sumLoop(out, prefixes, msgs)
}

func blocks(k kern, h *[8][maxLanes]uint64, p *[nSeg][maxLanes]*byte, n *[nSeg][maxLanes]uint64) {
	blocksGeneric(h, p, n)
}
