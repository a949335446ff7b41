package main

import "fmt"

// Offsets of the laneState fields (blake3/many.go) that manyBlocksNEON
// reads and writes.
const (
	lsCV     = 0   // [8][16]uint32, word w of lane i at 64*w+4*i
	lsCtrLo  = 512 // [16]uint32
	lsCtrHi  = 576
	lsFlags  = 640
	lsFend   = 704
	lsLenEnd = 768
	lsPtr    = 832 // [16]*byte
	lsLast   = 960
	lsKey    = 1088 // [8]uint32
)

// many emits manyBlocksNEON, manyBlocksGeneric on four lanes: the chaining
// values in V0..V7 across the m steps, each step's blocks loaded from the
// lane pointers (ptr+64*j, or last for the last step) and transposed
// through the stack as in hashChunksNEON.
func (g *gen) many() {
	g.b.WriteString("\n// func manyBlocksNEON(s *uint32, m int)\n")
	fmt.Fprintf(&g.b, "TEXT ·manyBlocksNEON(SB), NOSPLIT, $%d-16\n", frame)
	g.i("MOVD\ts+0(FP), R0")
	g.i("MOVD\tm+8(FP), R1")
	g.i("MOVD\t$·b3ivx4<>(SB), R14")
	g.i("MOVD\t$·b3rot8<>(SB), R15")
	g.i("VLD1\t(R15), [%s]", b16(regRot8))
	g.i("ADD\t$16, RSP, %s", rMsg)
	g.comment("chaining values; lanes starting a chunk or parent (flags & 5) start from the key")
	for w := 0; w < 8; w++ {
		g.i("FMOVQ\t%d(R0), F%d", lsCV+64*w, w)
	}
	g.i("FMOVQ\t%d(R0), F8", lsFlags)
	g.i("MOVD\t$%d, R11", flagChunkStart|flagParent)
	g.i("VDUP\tR11, V9.S4")
	g.i("VCMTST\tV9.S4, V8.S4, V8.S4")
	g.i("ADD\t$%d, R0, R2", lsKey)
	g.i("VLD4R.P\t16(R2), %s", list(16, 4))
	g.i("VLD4R\t(R2), %s", list(21, 4))
	for w := 0; w < 8; w++ {
		k := 16 + w
		if w >= 4 {
			k = 21 + w - 4
		}
		g.i("VBIT\tV8.B16, %s, %s", b16(k), b16(w))
	}
	g.i("SUB\t$1, R1")
	g.i("MOVD\tZR, R3")
	g.label("many_step")
	g.comment("lane pointers: ptr[l]+R3, or last[l] for the last step (R1 == 0)")
	g.i("ADD\t$%d, R0, R4", lsPtr)
	g.i("ADD\t$%d, R0, R5", lsLast)
	g.i("CMP\t$0, R1")
	g.i("CSEL\tEQ, R5, R4, R4")
	g.i("CSEL\tEQ, ZR, R3, R13")
	for l := 0; l < 4; l++ {
		g.i("MOVD\t%d(R4), R%d", 8*l, 6+l)
		g.i("ADD\tR13, R%d, R%d", 6+l, 6+l)
	}
	g.loadMessage4()
	g.i("VLD1\t(R14), %s", list(8, 4))
	g.i("FMOVQ\t%d(R0), F12", lsCtrLo)
	g.i("FMOVQ\t%d(R0), F13", lsCtrHi)
	g.i("FMOVQ\t%d(R0), F15", lsFlags)
	g.i("CBZ\tR1, many_last")
	g.i("MOVD\t$64, R11")
	g.i("VDUP\tR11, V14.S4")
	g.i("B\tmany_rounds")
	g.label("many_last")
	g.comment("the last step: its block lengths and end flags")
	g.i("FMOVQ\t%d(R0), F14", lsLenEnd)
	g.i("FMOVQ\t%d(R0), F16", lsFend)
	g.i("VORR\tV16.B16, V15.B16, V15.B16")
	g.label("many_rounds")
	g.rounds4()
	g.finish4()
	g.comment("later blocks lose the chunk-start flag")
	g.i("FMOVQ\t%d(R0), F8", lsFlags)
	g.i("MOVD\t$%d, R11", ^uint32(flagChunkStart))
	g.i("VDUP\tR11, V9.S4")
	g.i("VAND\tV9.B16, V8.B16, V8.B16")
	g.i("FMOVQ\tF8, %d(R0)", lsFlags)
	g.i("CBZ\tR1, many_done")
	g.i("ADD\t$64, R3")
	g.i("SUB\t$1, R1")
	g.i("B\tmany_step")
	g.label("many_done")
	for w := 0; w < 8; w++ {
		g.i("FMOVQ\tF%d, %d(R0)", w, lsCV+64*w)
	}
	g.i("RET")
}

const manyStub = `
// manyBlocksNEON is manyBlocksGeneric on four lanes, one per 32-bit lane of
// a vector, the chaining values in registers across the m steps. s points
// at a laneState; 1 <= m <= 16.
//
//go:noescape
func manyBlocksNEON(s *uint32, m int)
`
