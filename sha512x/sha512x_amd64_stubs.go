//go:build !purego

package sha512x

// Placeholder until the avo generator in _asm lands: the assembly kernels are
// reported unavailable and these stand-ins are never selected.
const haveAsm = false

func blocksAVX512(h *[8][8]uint64, p *[8]*byte, n *[8]uint64) { blocksGeneric(h, p, n) }

func blocksAVX2(h *[8][8]uint64, p *[8]*byte, n *[8]uint64) { blocksGeneric(h, p, n) }
