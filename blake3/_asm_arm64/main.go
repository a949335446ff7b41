// Command _asm_arm64 generates vilya's BLAKE3 arm64 NEON kernels.
//
// avo does not target arm64, so this program writes the Plan 9 assembly text
// itself. Run it through go generate in package blake3:
//
//	go run -C _asm_arm64 . -out ../blake3_arm64.s -stubs ../kernel_stubs_arm64.go -pkg blake3
//
// It writes three families of kernel, all from the BLAKE3 specification:
//
//   - transposed four-input kernels, one input per 32-bit lane of a 128-bit
//     vector: hashChunksNEON (four chunks), hashParentsNEON (four parent
//     blocks) and xofNEON (four root output blocks). State word i of all four
//     inputs lives in V<i>; the message is transposed through the stack and
//     reloaded on demand into a register cache (see msgCache).
//   - manyBlocksNEON, the lane kernel of Sum256Batch (many.go): four
//     independent messages, each lane with its own block pointers, counter,
//     flags and block lengths, the chaining values in registers across its
//     blocks.
//   - compressNEON, the row-wise single-block compression: the four state
//     rows in V0..V3, each round's message vectors gathered from the block by
//     TBL, the diagonal step by rotating rows with EXT; and compressChainNEON,
//     the same over a chunk's blocks with the chaining value in registers.
//
// Rotations: by 16 with REV32 on halfwords, by 8 with TBL, by 12 and 7 with
// a shift left and a shift-right-and-insert (SRI).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"
)

// perm is BLAKE3's message permutation: after each round, word i of the new
// message is word perm[i] of the old.
var perm = [16]int{2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8}

// sched[r][i] is the message word feeding G input i in round r.
var sched [7][16]int

func init() {
	for i := range sched[0] {
		sched[0][i] = i
	}
	for r := 1; r < 7; r++ {
		for i := range sched[r] {
			sched[r][i] = sched[r-1][perm[i]]
		}
	}
}

var ivWords = [8]uint32{
	0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
	0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19,
}

const (
	flagChunkStart = 1
	flagChunkEnd   = 2
	flagParent     = 4
	chunkLen       = 1024
)

// Register plan of the four-input kernels: V0..V15 the state, V16..V19 one
// temporary per G in flight, V20 the rotate-by-8 table, V21..V31 the
// message cache.
const (
	regTmp   = 16
	regRot8  = 20
	regCache = 21
	nCache   = 11
)

// General registers of the four-input kernels.
const (
	rMsg   = "R10" // the transposed message on the stack, 16 bytes per word
	rStore = "R19" // the store pointer while transposing
)

type gen struct {
	b    bytes.Buffer
	rot8 int // the register holding the rotate-by-8 table
}

func (g *gen) i(format string, args ...any) {
	fmt.Fprintf(&g.b, "\t"+format+"\n", args...)
}

func (g *gen) label(l string) { fmt.Fprintf(&g.b, "%s:\n", l) }

func (g *gen) comment(format string, args ...any) {
	fmt.Fprintf(&g.b, "\t// "+format+"\n", args...)
}

func s4(n int) string  { return fmt.Sprintf("V%d.S4", n) }
func b16(n int) string { return fmt.Sprintf("V%d.B16", n) }

// list returns the register list [Vfirst.S4, ..., Vfirst+k-1.S4].
func list(first, k int) string {
	var s []string
	for j := 0; j < k; j++ {
		s = append(s, s4(first+j))
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// quad is one G's state registers a, b, c, d.
type quad [4]int

// halfRound emits G on the quads, interleaved step by step, with message
// registers from mx and my (called once per quad, in quad order, mx for all
// quads before my). Each quad uses its own temporary tmp[i].
func (g *gen) halfRound(qs []quad, tmp []int, mx, my func(i int) int) {
	add := func(x, dst int) { g.i("VADD\t%s, %s, %s", s4(x), s4(dst), s4(dst)) }
	xor := func(x, dst int) { g.i("VEOR\t%s, %s, %s", b16(x), b16(dst), b16(dst)) }
	rotShift := func(i, right int) {
		q := qs[i]
		g.i("VEOR\t%s, %s, %s", b16(q[2]), b16(q[1]), b16(tmp[i]))
		g.i("VSHL\t$%d, %s, %s", 32-right, s4(tmp[i]), s4(q[1]))
		g.i("VSRI\t$%d, %s, %s", right, s4(tmp[i]), s4(q[1]))
	}
	// Each half of G: a += b + m; d = (d ^ a) >>> 16 or 8; c += d;
	// b = (b ^ c) >>> 12 or 7.
	halves := []struct {
		m    func(i int) int
		rotD func(d int)
		rotB int
	}{
		{mx, func(d int) { g.i("VREV32\tV%d.H8, V%d.H8", d, d) }, 12},
		{my, func(d int) { g.i("VTBL\t%s, [%s], %s", b16(g.rot8), b16(d), b16(d)) }, 7},
	}
	for _, h := range halves {
		for _, q := range qs {
			add(q[1], q[0])
		}
		for i, q := range qs {
			add(h.m(i), q[0])
		}
		for _, q := range qs {
			xor(q[0], q[3])
		}
		for _, q := range qs {
			h.rotD(q[3])
		}
		for _, q := range qs {
			add(q[3], q[2])
		}
		for i := range qs {
			rotShift(i, h.rotB)
		}
	}
}

// msgCache keeps message words of the four-input kernels in registers,
// loading a word from the stack when a G needs it and it is not resident,
// evicting the resident word whose next use is farthest away (Belady's
// rule, exact here because the whole use sequence is known).
type msgCache struct {
	g     *gen
	uses  []int // message word of every use, in emission order
	pos   int
	holds [nCache]int // word in cache register k, or -1
}

func newMsgCache(g *gen) *msgCache {
	c := &msgCache{g: g}
	for r := 0; r < 7; r++ {
		s := sched[r]
		for _, half := range [][]int{{0, 2, 4, 6}, {1, 3, 5, 7}, {8, 10, 12, 14}, {9, 11, 13, 15}} {
			for _, i := range half {
				c.uses = append(c.uses, s[i])
			}
		}
	}
	for k := range c.holds {
		c.holds[k] = -1
	}
	return c
}

func (c *msgCache) get(w int) int {
	if c.uses[c.pos] != w {
		log.Fatalf("message use %d: want word %d, got %d", c.pos, c.uses[c.pos], w)
	}
	c.pos++
	for k, h := range c.holds {
		if h == w {
			return regCache + k
		}
	}
	victim, far := -1, -1
	for k, h := range c.holds {
		if h < 0 {
			victim = k
			break
		}
		next := len(c.uses)
		for p := c.pos; p < len(c.uses); p++ {
			if c.uses[p] == h {
				next = p
				break
			}
		}
		if next > far {
			victim, far = k, next
		}
	}
	c.holds[victim] = w
	r := regCache + victim
	c.g.i("FMOVQ\t%d(%s), F%d", 16*w, rMsg, r)
	return r
}

// rounds4 emits the seven rounds of the four-input kernels over V0..V15,
// the message words at 16*w(rMsg).
func (g *gen) rounds4() {
	c := newMsgCache(g)
	tmp := []int{regTmp, regTmp + 1, regTmp + 2, regTmp + 3}
	for r := 0; r < 7; r++ {
		s := sched[r]
		g.comment("round %d", r)
		var cols, diags []quad
		for i := 0; i < 4; i++ {
			cols = append(cols, quad{i, 4 + i, 8 + i, 12 + i})
			diags = append(diags, quad{i, 4 + (i+1)%4, 8 + (i+2)%4, 12 + (i+3)%4})
		}
		g.halfRound(cols, tmp,
			func(i int) int { return c.get(s[2*i]) },
			func(i int) int { return c.get(s[2*i+1]) })
		g.halfRound(diags, tmp,
			func(i int) int { return c.get(s[8+2*i]) },
			func(i int) int { return c.get(s[9+2*i]) })
	}
}

// transpose4 moves the 4x4 word matrix with rows src into dst, so that
// dst[j] holds word j of every src row; tmp are four scratch registers
// distinct from src and dst.
func (g *gen) transpose4(src, dst, tmp [4]int) {
	g.i("VTRN1\t%s, %s, %s", s4(src[1]), s4(src[0]), s4(tmp[0]))
	g.i("VTRN2\t%s, %s, %s", s4(src[1]), s4(src[0]), s4(tmp[1]))
	g.i("VTRN1\t%s, %s, %s", s4(src[3]), s4(src[2]), s4(tmp[2]))
	g.i("VTRN2\t%s, %s, %s", s4(src[3]), s4(src[2]), s4(tmp[3]))
	d2 := func(n int) string { return fmt.Sprintf("V%d.D2", n) }
	g.i("VTRN1\t%s, %s, %s", d2(tmp[2]), d2(tmp[0]), d2(dst[0]))
	g.i("VTRN1\t%s, %s, %s", d2(tmp[3]), d2(tmp[1]), d2(dst[1]))
	g.i("VTRN2\t%s, %s, %s", d2(tmp[2]), d2(tmp[0]), d2(dst[2]))
	g.i("VTRN2\t%s, %s, %s", d2(tmp[3]), d2(tmp[1]), d2(dst[3]))
}

// lanePointers sets R6..R9 to the inputs of lanes 0..3, stride bytes apart
// from R0; lanes at or past n (R1) repeat the last input, so no lane reads
// past the n inputs.
func (g *gen) lanePointers(stride int) {
	g.i("MOVD\tR0, R6")
	for l := 1; l < 4; l++ {
		g.i("ADD\t$%d, R0, R%d", l*stride, 6+l)
		g.i("CMP\t$%d, R1", l+1)
		g.i("CSEL\tLT, R%d, R%d, R%d", 5+l, 6+l, 6+l)
	}
}

// msgRows are the first of four consecutive registers each that carry a
// block to the stack: all free before the state is set, none the rotate
// table.
var msgRows = [4]int{8, 12, 16, 21}

// loadMessage4 loads one 64-byte block from each lane pointer R6..R9
// (advancing them) and stores the blocks transposed at rMsg: ST4 of the
// four lanes' rows j writes words 4j..4j+3, one 16-byte vector per word.
func (g *gen) loadMessage4() {
	for l := 0; l < 4; l++ {
		for _, r := range msgRows {
			g.i("VLD1.P\t16(R%d), [%s]", 6+l, s4(r+l))
		}
	}
	g.i("MOVD\t%s, %s", rMsg, rStore)
	for _, r := range msgRows {
		g.i("VST4.P\t%s, 64(%s)", list(r, 4), rStore)
	}
}

// counterLanes stores the low and high words of counter R3 + lane at
// ctrOff(rMsg) and ctrOff+16(rMsg), and 64 (the block length) broadcast at
// ctrOff+32(rMsg), and points R12 at them. With perLane false every lane
// gets counter 0.
func (g *gen) counterLanes(ctrOff int, perLane bool) {
	if perLane {
		for l := 0; l < 4; l++ {
			src := "R3"
			if l > 0 {
				g.i("ADD\t$%d, R3, R11", l)
				src = "R11"
			}
			g.i("MOVW\t%s, %d(%s)", src, ctrOff+4*l, rMsg)
			g.i("LSR\t$32, %s, R11", src)
			g.i("MOVW\tR11, %d(%s)", ctrOff+16+4*l, rMsg)
		}
	} else {
		g.i("VEOR\tV12.B16, V12.B16, V12.B16")
		g.i("FSTPQ\t(F12, F12), %d(%s)", ctrOff, rMsg)
	}
	g.i("MOVD\t$64, R11")
	g.i("VDUP\tR11, V12.S4")
	g.i("FMOVQ\tF12, %d(%s)", ctrOff+32, rMsg)
	g.i("ADD\t$%d, %s, R12", ctrOff, rMsg)
}

// prologue4 loads the broadcast key or chaining value at R2 into V0..V7,
// the IV pointer into R14 and the rotate-by-8 table into V20.
func (g *gen) prologue4() {
	g.i("VLD4R.P\t16(R2), %s", list(0, 4))
	g.i("VLD4R\t(R2), %s", list(4, 4))
	g.i("MOVD\t$·b3ivx4<>(SB), R14")
	g.i("MOVD\t$·b3rot8<>(SB), R15")
	g.i("VLD1\t(R15), [%s]", b16(regRot8))
	g.i("ADD\t$16, RSP, %s", rMsg)
}

// initState4 sets V8..V15 for one block: the IV, the counter lanes and
// block length at R12, and the flags broadcast from R17.
func (g *gen) initState4() {
	g.i("VLD1\t(R14), %s", list(8, 4))
	g.i("VLD1\t(R12), %s", list(12, 3))
	g.i("VDUP\tR17, V15.S4")
}

// finish4 sets V0..V7 to the chaining values v[i] ^ v[i+8].
func (g *gen) finish4() {
	for i := 0; i < 8; i++ {
		g.i("VEOR\t%s, %s, %s", b16(8+i), b16(i), b16(i))
	}
}

// storeCVs4 writes the chaining values of lanes 0..n-1 (n in R1) to R5.
func (g *gen) storeCVs4(name string) {
	g.transpose4([4]int{0, 1, 2, 3}, [4]int{16, 18, 20, 22}, [4]int{8, 9, 10, 11})
	g.transpose4([4]int{4, 5, 6, 7}, [4]int{17, 19, 21, 23}, [4]int{12, 13, 14, 15})
	for l := 0; l < 4; l++ {
		g.i("VST1.P\t[%s, %s], 32(R5)", s4(16+2*l), s4(17+2*l))
		if l < 3 {
			g.i("CMP\t$%d, R1", l+1)
			g.i("BEQ\t%s_done", name)
		}
	}
	g.label(name + "_done")
	g.i("RET")
}

// frame is the four-input kernels' stack frame: the message area (256
// bytes) and the counter and block-length vectors (48) start 16 bytes above
// RSP, clear of the saved link register, with 16 bytes to spare on top.
const frame = 16 + 256 + 48 + 16

func (g *gen) hashChunks() {
	g.b.WriteString("\n// func hashChunksNEON(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)\n")
	fmt.Fprintf(&g.b, "TEXT ·hashChunksNEON(SB), NOSPLIT, $%d-48\n", frame)
	g.i("MOVD\tin+0(FP), R0")
	g.i("MOVD\tn+8(FP), R1")
	g.i("MOVD\tkey+16(FP), R2")
	g.i("MOVD\tcounter+24(FP), R3")
	g.i("MOVWU\tflags+32(FP), R4")
	g.i("MOVD\tout+40(FP), R5")
	g.prologue4()
	g.lanePointers(chunkLen)
	g.counterLanes(256, true)
	g.i("ORR\t$%d, R4, R17", flagChunkStart)
	g.i("MOVD\t$16, R16")
	g.label("chunks_block")
	g.i("ORR\t$%d, R17, R13", flagChunkEnd)
	g.i("CMP\t$1, R16")
	g.i("CSEL\tEQ, R13, R17, R17")
	g.loadMessage4()
	g.initState4()
	g.rounds4()
	g.finish4()
	g.i("MOVD\tR4, R17")
	g.i("SUBS\t$1, R16, R16")
	g.i("BNE\tchunks_block")
	g.storeCVs4("chunks")
}

func (g *gen) hashParents() {
	g.b.WriteString("\n// func hashParentsNEON(in *byte, n int, key *[8]uint32, flags uint32, out *byte)\n")
	fmt.Fprintf(&g.b, "TEXT ·hashParentsNEON(SB), NOSPLIT, $%d-40\n", frame)
	g.i("MOVD\tin+0(FP), R0")
	g.i("MOVD\tn+8(FP), R1")
	g.i("MOVD\tkey+16(FP), R2")
	g.i("MOVWU\tflags+24(FP), R4")
	g.i("MOVD\tout+32(FP), R5")
	g.prologue4()
	g.lanePointers(64)
	g.counterLanes(256, false)
	g.i("ORR\t$%d, R4, R17", flagParent)
	g.loadMessage4()
	g.initState4()
	g.rounds4()
	g.finish4()
	g.storeCVs4("parents")
}

func (g *gen) xof() {
	g.b.WriteString("\n// func xofNEON(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)\n")
	fmt.Fprintf(&g.b, "TEXT ·xofNEON(SB), NOSPLIT, $%d-48\n", frame)
	g.i("MOVD\tout+0(FP), R5")
	g.i("MOVD\tn+8(FP), R1")
	g.i("MOVD\tcv+16(FP), R2")
	g.i("MOVD\tblock+24(FP), R0")
	g.i("MOVD\tcounter+32(FP), R3")
	g.i("MOVWU\tblockLen+40(FP), R4")
	g.i("MOVWU\tflags+44(FP), R17")
	g.i("MOVD\tR2, R9")
	g.prologue4()
	g.counterLanes(256, true)
	g.i("VDUP\tR4, V12.S4")
	g.i("FMOVQ\tF12, 288(%s)", rMsg)
	g.comment("the message, each word broadcast to all lanes")
	g.i("MOVD\t%s, %s", rMsg, rStore)
	for _, r := range msgRows {
		g.i("VLD4R.P\t16(R0), %s", list(r, 4))
		g.i("VST1.P\t%s, 64(%s)", list(r, 4), rStore)
	}
	g.initState4()
	g.rounds4()
	g.finish4()
	g.comment("words 8..15: v[8+i] ^ cv[i]")
	g.i("VLD4R.P\t16(R9), %s", list(16, 4))
	g.i("VLD4R\t(R9), %s", list(21, 4))
	for i := 0; i < 4; i++ {
		g.i("VEOR\t%s, %s, %s", b16(16+i), b16(8+i), b16(8+i))
		g.i("VEOR\t%s, %s, %s", b16(21+i), b16(12+i), b16(12+i))
	}
	// Lane l's words 4j..4j+3 go to V(16+4l+j), so each lane's block is
	// four consecutive registers. Group 0 borrows groups 1 and 2's
	// destinations as scratch; later groups reuse the previous sources.
	for j := 0; j < 4; j++ {
		src := [4]int{4 * j, 4*j + 1, 4*j + 2, 4*j + 3}
		dst := [4]int{16 + j, 20 + j, 24 + j, 28 + j}
		tmp := [4]int{17, 21, 18, 22}
		if j > 0 {
			tmp = [4]int{4 * (j - 1), 4*(j-1) + 1, 4*(j-1) + 2, 4*(j-1) + 3}
		}
		g.transpose4(src, dst, tmp)
	}
	for l := 0; l < 4; l++ {
		g.i("VST1.P\t%s, 64(R5)", list(16+4*l, 4))
		if l < 3 {
			g.i("CMP\t$%d, R1", l+1)
			g.i("BEQ\txof_done")
		}
	}
	g.label("xof_done")
	g.i("RET")
}

// rowRounds emits the seven rounds of the row-wise compression: the state
// rows in V0..V3, the block in V16..V19, the rotate-by-8 table in V6, V7 as
// scratch, R5 pointing at b3rowidx (advanced by 448 bytes). Each round
// gathers its four message vectors by TBL from the block.
func (g *gen) rowRounds() {
	g.rot8 = 6
	defer func() { g.rot8 = regRot8 }()
	row := []quad{{0, 1, 2, 3}}
	tmp := []int{7}
	tbl := func(idx, dst int) {
		g.i("VTBL\t%s, [V16.B16, V17.B16, V18.B16, V19.B16], %s", b16(idx), b16(dst))
	}
	ext := func(r, bytes int) { g.i("VEXT\t$%d, %s, %s, %s", bytes, b16(r), b16(r), b16(r)) }
	for r := 0; r < 7; r++ {
		g.comment("round %d", r)
		g.i("VLD1.P\t64(R5), [V20.B16, V21.B16, V22.B16, V23.B16]")
		for k := 0; k < 4; k++ {
			tbl(20+k, 24+k)
		}
		g.halfRound(row, tmp, func(int) int { return 24 }, func(int) int { return 25 })
		ext(1, 4)
		ext(2, 8)
		ext(3, 12)
		g.halfRound(row, tmp, func(int) int { return 26 }, func(int) int { return 27 })
		ext(1, 12)
		ext(2, 8)
		ext(3, 4)
	}
}

// compress emits the row-wise single-block compression.
func (g *gen) compress() {
	g.b.WriteString("\n// func compressNEON(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)\n")
	g.b.WriteString("TEXT ·compressNEON(SB), NOSPLIT, $0-40\n")
	g.i("MOVD\tout+0(FP), R0")
	g.i("MOVD\tcv+8(FP), R1")
	g.i("MOVD\tblock+16(FP), R2")
	g.comment("counter, blockLen and flags are 16 contiguous bytes: state row 3")
	g.i("MOVD\t$counter+24(FP), R3")
	g.i("MOVD\t$·b3ivrow<>(SB), R4")
	g.i("MOVD\t$·b3rowidx<>(SB), R5")
	g.i("MOVD\t$·b3rot8<>(SB), R6")
	g.i("VLD1\t(R1), [V0.S4, V1.S4]")
	g.i("VLD1\t(R1), [V4.S4, V5.S4]")
	g.i("VLD1\t(R4), [V2.S4]")
	g.i("VLD1\t(R3), [V3.S4]")
	g.i("VLD1\t(R2), %s", list(16, 4))
	g.i("VLD1\t(R6), [V6.B16]")
	g.rowRounds()
	g.i("VEOR\tV2.B16, V0.B16, V0.B16")
	g.i("VEOR\tV3.B16, V1.B16, V1.B16")
	g.i("VEOR\tV4.B16, V2.B16, V2.B16")
	g.i("VEOR\tV5.B16, V3.B16, V3.B16")
	g.i("VST1\t%s, (R0)", list(0, 4))
	g.i("RET")
}

// compressChain emits the row-wise compression of n whole blocks of one
// chunk in order, the chaining value kept in V4, V5 between them.
func (g *gen) compressChain() {
	g.b.WriteString("\n// func compressChainNEON(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)\n")
	g.b.WriteString("TEXT ·compressChainNEON(SB), NOSPLIT, $0-36\n")
	g.i("MOVD\tcv+0(FP), R0")
	g.i("MOVD\tin+8(FP), R1")
	g.i("MOVD\tn+16(FP), R2")
	g.i("MOVD\tcounter+24(FP), R3")
	g.i("MOVWU\tflags+32(FP), R4")
	g.i("MOVD\t$·b3ivrow<>(SB), R8")
	g.i("MOVD\t$·b3rot8<>(SB), R6")
	g.i("VLD1\t(R0), [V4.S4, V5.S4]")
	g.i("VLD1\t(R8), [V8.S4]")
	g.i("VLD1\t(R6), [V6.B16]")
	g.comment("state row 3 is counter, then blockLen 64 and the flags in one doubleword")
	g.i("VMOV\tR3, V3.D[0]")
	g.label("chain_block")
	g.i("LSL\t$32, R4, R7")
	g.i("ORR\t$64, R7, R7")
	g.i("VMOV\tR7, V3.D[1]")
	g.i("VMOV\tV4.B16, V0.B16")
	g.i("VMOV\tV5.B16, V1.B16")
	g.i("VMOV\tV8.B16, V2.B16")
	g.i("VLD1.P\t64(R1), %s", list(16, 4))
	g.i("MOVD\t$·b3rowidx<>(SB), R5")
	g.rowRounds()
	g.i("VEOR\tV2.B16, V0.B16, V4.B16")
	g.i("VEOR\tV3.B16, V1.B16, V5.B16")
	g.i("VMOV\tR3, V3.D[0]")
	g.i("AND\t$~%d, R4, R4", flagChunkStart)
	g.i("SUBS\t$1, R2, R2")
	g.i("BNE\tchain_block")
	g.i("VST1\t[V4.S4, V5.S4], (R0)")
	g.i("RET")
}

// data emits a read-only table of 32-bit words.
func (g *gen) data(name string, words []uint32) {
	g.b.WriteString("\n")
	for k := 0; k < len(words); k += 2 {
		fmt.Fprintf(&g.b, "DATA ·%s<>+%d(SB)/8, $0x%08x%08x\n", name, 4*k, words[k+1], words[k])
	}
	fmt.Fprintf(&g.b, "GLOBL ·%s<>(SB), RODATA|NOPTR, $%d\n", name, 4*len(words))
}

func (g *gen) constants() {
	var ivx4 []uint32
	for _, w := range ivWords[:4] {
		ivx4 = append(ivx4, w, w, w, w)
	}
	g.data("b3ivx4", ivx4)
	g.data("b3ivrow", ivWords[:4])
	// Rotating a little-endian word right by 8 moves byte k+1 to byte k.
	var rot8 []uint32
	for w := 0; w < 4; w++ {
		var x uint32
		for k := 0; k < 4; k++ {
			x |= uint32(4*w+(k+1)%4) << (8 * k)
		}
		rot8 = append(rot8, x)
	}
	g.data("b3rot8", rot8)
	// Row-wise message vectors per round: lane i of the column step takes
	// words s[2i] and s[2i+1], of the diagonal step s[8+2i] and s[9+2i].
	var idx []uint32
	for r := 0; r < 7; r++ {
		for _, off := range []int{0, 1, 8, 9} {
			for i := 0; i < 4; i++ {
				w := sched[r][off+2*i]
				idx = append(idx, uint32(4*w)|uint32(4*w+1)<<8|uint32(4*w+2)<<16|uint32(4*w+3)<<24)
			}
		}
	}
	g.data("b3rowidx", idx)
}

const stubs = `// Code generated by command: %s. DO NOT EDIT.

//go:build !purego

package %s

// hashChunksNEON hashes n whole chunks (1 <= n <= 4) from in, one per 32-bit
// lane, with chunk counters counter..counter+n-1, writing their chaining
// values to out[0:32*n]. Lanes past n repeat the last chunk and are not
// stored.
//
//go:noescape
func hashChunksNEON(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)

// hashParentsNEON hashes n parent blocks (1 <= n <= 4) from in, one per
// 32-bit lane, writing their chaining values to out[0:32*n].
//
//go:noescape
func hashParentsNEON(in *byte, n int, key *[8]uint32, flags uint32, out *byte)

// xofNEON writes n (1 <= n <= 4) 64-byte output blocks to out: block i is
// the full output of compressing block into cv with counter counter+i.
//
//go:noescape
func xofNEON(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)

// compressNEON is compressGeneric on NEON: the state rows in vector
// registers, each round's message vectors gathered by TBL.
//
//go:noescape
func compressNEON(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)

// compressChainNEON compresses the n >= 1 whole blocks at in into cv in
// order, all with the given counter and block length 64; the first block
// gets flags, the others flags without the chunk-start flag. The chaining
// value stays in registers between blocks.
//
//go:noescape
func compressChainNEON(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)
`

func main() {
	out := flag.String("out", "blake3_arm64.s", "assembly output")
	stubsOut := flag.String("stubs", "kernel_stubs_arm64.go", "Go stubs output")
	pkg := flag.String("pkg", "blake3", "package name")
	flag.Parse()
	cmd := "go run -C _asm_arm64 . -out ../blake3_arm64.s -stubs ../kernel_stubs_arm64.go -pkg blake3"
	g := &gen{rot8: regRot8}
	fmt.Fprintf(&g.b, "// Code generated by command: %s. DO NOT EDIT.\n\n//go:build !purego\n\n#include \"textflag.h\"\n", cmd)
	g.constants()
	g.hashChunks()
	g.hashParents()
	g.xof()
	g.compress()
	g.compressChain()
	g.many()
	if err := os.WriteFile(*out, g.b.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*stubsOut, []byte(fmt.Sprintf(stubs, cmd, *pkg)+manyStub), 0o644); err != nil {
		log.Fatal(err)
	}
}
