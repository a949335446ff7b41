// Command _asm generates vilya's BLAKE3 amd64 kernels with avo.
//
// Run it through go generate in package blake3:
//
//	go run -C _asm . -out ../blake3_amd64.s -stubs ../kernel_stubs_amd64.go -pkg blake3
//
// Four families of kernel are generated:
//
//   - transposed many-input kernels (lane = chunk, parent or output block) for
//     SSE4.1 (4 lanes, XMM), AVX2 (8 lanes, YMM) and AVX-512 (16 lanes, ZMM):
//     hashChunks*, hashParents* and xofAVX512. Each takes a lane count
//     1..lanes; lanes past n repeat the last input and their results are not
//     stored, so a short batch costs one call.
//   - lane kernels for many independent messages (Sum256Batch, many.go):
//     manyBlocksSSE41, manyBlocksAVX2 and manyBlocksAVX512 (4, 8, 16 lanes),
//     each lane with its own block pointers, counter, flags and block
//     lengths (many.go in this directory).
//   - row-wise single-block compressions for the short-input path:
//     compressAVX512 (VPRORD on XMM rows, message vectors by in-lane VPSHUFD
//     from the block's quarters) and
//     compressSSE41 (PSHUFB rotations, PINSRD message schedule).
package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// sched[r][i] is the message word feeding G input i in round r.
var sched = [7][16]int{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8},
	{3, 4, 10, 12, 13, 2, 7, 14, 6, 5, 9, 0, 11, 15, 8, 1},
	{10, 7, 12, 9, 14, 3, 13, 15, 4, 0, 11, 2, 5, 8, 1, 6},
	{12, 13, 9, 11, 15, 10, 14, 8, 7, 2, 5, 3, 0, 1, 6, 4},
	{9, 14, 11, 5, 8, 12, 15, 1, 13, 3, 0, 10, 2, 6, 4, 7},
	{11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13},
}

var ivWords = [8]uint32{
	0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
	0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19,
}

const (
	flagChunkStart = 1
	flagChunkEnd   = 2
	flagParent     = 4
	flagRoot       = 8
)

var (
	ivRow   Mem // the eight IV words
	ivBcast Mem // each IV word repeated eight times (32 bytes per word)
	iota16  Mem // 0, 1, ..., 15
	blen64  Mem // 64 repeated eight times
	rot16   Mem // PSHUFB mask rotating each dword right by 16, 32 bytes
	rot8    Mem // PSHUFB mask rotating each dword right by 8, 32 bytes
)

var zregs = []VecPhysical{
	Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7, Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15,
	Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23, Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31,
}
var yregs = []VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7, Y8, Y9, Y10, Y11, Y12, Y13, Y14, Y15}
var xregs = []VecPhysical{X0, X1, X2, X3, X4, X5, X6, X7, X8, X9, X10, X11, X12, X13, X14, X15}

func main() {
	ConstraintExpr("!purego")
	constantsOrdered()
	genHashChunks512Pipe()
	genHashMany512(false)
	genHashManyVL(8, true)
	genHashManyVL(8, false)
	genHashManyVL(4, true)
	genHashManyVL(4, false)
	rows4CtrConstants()
	planRows4()
	genHashManyRows4(true)
	genHashManyRows4(false)
	genXOF512()
	genCompress512()
	genCompressChain512()
	genSumChunk512()
	w8 := &w16{name: "AVX2", lanes: 8, vb: 32, avx: true, regs: yregs}
	w4 := &w16{name: "SSE41", lanes: 4, vb: 16, avx: false, regs: xregs}
	w8.genHashMany(true)
	w8.genHashMany(false)
	w4.genHashMany(true)
	w4.genHashMany(false)
	w8.genXOF()
	w4.genXOF()
	genCompressSSE41()
	genCompressChainSSE41()
	genSumChunkSSE41()
	genHashParentsSSE41x2()
	genXOFSSE41x2()
	genHashManyRowsAVX2(true)
	genHashManyRowsAVX2(false)
	genManyAVX512()
	w8.genMany()
	w4.genMany()
	genHashChunksAt512(false)
	genHashChunksAt512(true)
	Generate()
}

// constantsOrdered emits every table, each DATA directly after its GLOBL.
func constantsOrdered() {
	ivRow = GLOBL("iv_row", RODATA|NOPTR)
	for i, w := range ivWords {
		DATA(4*i, U32(w))
	}
	ivBcast = GLOBL("iv_bcast", RODATA|NOPTR)
	for i, w := range ivWords[:4] {
		for l := 0; l < 8; l++ {
			DATA(32*i+4*l, U32(w))
		}
	}
	iota16 = GLOBL("iota16", RODATA|NOPTR)
	for i := 0; i < 16; i++ {
		DATA(4*i, U32(uint32(i)))
	}
	blen64 = GLOBL("blen64", RODATA|NOPTR)
	for l := 0; l < 8; l++ {
		DATA(4*l, U32(64))
	}
	rot16 = GLOBL("rot16_shuf", RODATA|NOPTR)
	for i := 0; i < 32; i += 4 {
		for j, b := range []int{2, 3, 0, 1} {
			DATA(i+j, U8(uint8(i%16+b)))
		}
	}
	rot8 = GLOBL("rot8_shuf", RODATA|NOPTR)
	for i := 0; i < 32; i += 4 {
		for j, b := range []int{1, 2, 3, 0} {
			DATA(i+j, U8(uint8(i%16+b)))
		}
	}
}

// rowMsg returns the four message words of row-wise message vector k of round
// r: k = 0, 1 feed the column step (G_j in lane j), k = 2, 3 the diagonal
// step, where rows a, c and d are rotated instead of b so that the rotations
// stay off the critical path: lane l then runs G_j with j = (l+3) mod 4.
func rowMsg(r, k int) (w [4]int) {
	for l := 0; l < 4; l++ {
		j := l
		if k >= 2 {
			j = (l + 3) % 4
		}
		w[l] = sched[r][(k&1)+2*j+8*(k>>1)]
	}
	return w
}

// ---------------------------------------------------------------------------
// AVX-512, 16 lanes: state in Z0..Z15, message in sixteen of Z8..Z31.

// pairStep applies a two-output shuffle to the pair (x, y) in place with one
// spare register: lo goes to the spare, hi to y, and x becomes the spare.
func pairStep(pos []VecPhysical, i, j int, tmp VecPhysical, lo, hi func(x, y, dst VecPhysical)) VecPhysical {
	x, y := pos[i], pos[j]
	lo(x, y, tmp)
	hi(x, y, y)
	pos[i], pos[j] = tmp, y
	return x
}

func unpckLoD512(x, y, d VecPhysical) { VPUNPCKLDQ(y, x, d) }
func unpckHiD512(x, y, d VecPhysical) { VPUNPCKHDQ(y, x, d) }
func unpckLoQ512(x, y, d VecPhysical) { VPUNPCKLQDQ(y, x, d) }
func unpckHiQ512(x, y, d VecPhysical) { VPUNPCKHQDQ(y, x, d) }
func shuf88(x, y, d VecPhysical)      { VSHUFI32X4(U8(0x88), y, x, d) }
func shufDD(x, y, d VecPhysical)      { VSHUFI32X4(U8(0xDD), y, x, d) }
func transposeStage12(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	// Stage 1: dword interleave of row pairs.
	for p := 0; p < len(pos); p += 2 {
		tmp = pairStep(pos, p, p+1, tmp, unpckLoD512, unpckHiD512)
	}
	// Stage 2: qword interleave; afterwards position 4q+j holds, in 128-bit
	// block L, word 4L+j of rows 4q..4q+3.
	for q := 0; q < len(pos); q += 4 {
		a0, b0, a1, b1 := pos[q], pos[q+1], pos[q+2], pos[q+3]
		t := []VecPhysical{a0, a1}
		tmp = pairStep(t, 0, 1, tmp, unpckLoQ512, unpckHiQ512)
		u := []VecPhysical{b0, b1}
		tmp = pairStep(u, 0, 1, tmp, unpckLoQ512, unpckHiQ512)
		pos[q], pos[q+1], pos[q+2], pos[q+3] = t[0], t[1], u[0], u[1]
	}
	return tmp
}

// transpose16 transposes the 16x16 dword matrix whose rows are pos in
// place (pos[k] afterwards holds column k), using one spare register, and
// returns the spare left over.
func transpose16(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	tmp = transposeStage12(pos, tmp)
	for j := 0; j < 4; j++ {
		c := []VecPhysical{pos[j], pos[4+j], pos[8+j], pos[12+j]}
		// s0 = [c0.0 c0.2 c1.0 c1.2], s1 = [c0.1 c0.3 c1.1 c1.3], same for c2, c3.
		tmp = pairStep(c, 0, 1, tmp, shuf88, shufDD)
		tmp = pairStep(c, 2, 3, tmp, shuf88, shufDD)
		// c = s0 s1 s2 s3; columns 4L+j for L = 0, 2 from (s0, s2), L = 1, 3 from (s1, s3).
		tmp = pairStep(c, 0, 2, tmp, shuf88, shufDD)
		tmp = pairStep(c, 1, 3, tmp, shuf88, shufDD)
		pos[j], pos[8+j], pos[4+j], pos[12+j] = c[0], c[2], c[1], c[3]
	}
	return tmp
}

// g512 runs four G functions side by side on lanes of vector registers.
// Like operations are grouped four at a time, which keeps the port
// assignment of the rotations (port 0 only) balanced.
func g512(a, b, c, d, mx, my [4]VecPhysical) {
	quad := func(op func(k int)) {
		for k := 0; k < 4; k++ {
			op(k)
		}
	}
	step := func(m [4]VecPhysical, rd, rb int) {
		quad(func(k int) { VPADDD(m[k], a[k], a[k]) })
		quad(func(k int) { VPADDD(b[k], a[k], a[k]) })
		quad(func(k int) { VPXORD(a[k], d[k], d[k]) })
		quad(func(k int) { VPRORD(U8(rd), d[k], d[k]) })
		quad(func(k int) { VPADDD(d[k], c[k], c[k]) })
		quad(func(k int) { VPXORD(c[k], b[k], b[k]) })
		quad(func(k int) { VPRORD(U8(rb), b[k], b[k]) })
	}
	step(mx, 16, 12)
	step(my, 8, 7)
}

func rounds512(v, m []VecPhysical) {
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		g512([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]VecPhysical{m[s[0]], m[s[2]], m[s[4]], m[s[6]]}, [4]VecPhysical{m[s[1]], m[s[3]], m[s[5]], m[s[7]]})
		g512([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]VecPhysical{m[s[8]], m[s[10]], m[s[12]], m[s[14]]}, [4]VecPhysical{m[s[9]], m[s[11]], m[s[13]], m[s[15]]})
	}
}

// laneOffsets stores min(i, n-1) << shift for each lane i at offs.
func laneOffsets(n Register, lanes int, shift uint8, offs Mem) {
	nm1 := GP64()
	MOVQ(n, nm1)
	DECQ(nm1)
	t := GP64()
	for i := 0; i < lanes; i++ {
		MOVQ(U32(i), t)
		CMPQ(t, nm1)
		CMOVQGT(nm1, t)
		SHLQ(U8(shift), t)
		MOVQ(t, offs.Offset(8*i))
	}
}

// alignedScratch allocates size bytes of stack aligned to align and returns
// a register pointing at it.
func alignedScratch(size, align int) Mem {
	local := AllocLocal(size + align)
	p := GP64()
	LEAQ(local, p)
	ADDQ(U32(align-1), p)
	ANDQ(I32(-int32(align)), p)
	return Mem{Base: p}
}

func genHashMany512(chunks bool) {
	name := kernelHeader("AVX512", 16, chunks)
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(256, 64)
	offs, ctrLo, ctrHi := scr, scr.Offset(128), scr.Offset(192)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	laneOffsets(n, 16, shift, offs)
	v := make([]VecPhysical, 16)
	copy(v, zregs[:8])
	if chunks {
		Comment("Counter words for lanes 0..15, carrying into the high word.")
		ctr := GP64()
		Load(Param("counter"), ctr)
		laneCounters(ctr, Z8, Z9, Z10, Z11)
		VMOVDQU32(Z9, ctrLo)
		VMOVDQU32(Z10, ctrHi)
	} else {
		ORL(U32(flagParent), f)
	}
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	if chunks {
		XORQ(blk, blk)
		Label(name + "_block")
	}
	Comment("Load one block of every lane and transpose it to message words.")
	rows := make([]VecPhysical, 16)
	copy(rows, zregs[16:32])
	for i := 0; i < 16; i++ {
		MOVQ(offs.Offset(8*i), t)
		VMOVDQU32(Mem{Base: in, Index: t, Scale: 1}, rows[i])
	}
	transpose16(rows, Z8)
	// The state's v8..v15 take the eight of Z8..Z31 not holding message words.
	blockRounds512(name, chunks, v, rows, zregs[8:], ctrLo, ctrHi, f, fb, ft, blk, in)
	storeCVs512(name, n, v[:8], Z16)
	VZEROUPPER()
	RET()
}

// storeCVsTo is storeCVs512 with the output pointer in a register.
func storeCVsTo(name string, out, n Register, cv []VecPhysical, tmp VecPhysical) {
	Comment("Transpose the chaining values and store the first n.")
	transposeStoreCVs(name, out, n, cv, tmp)
}

// storeCVs512 transposes the eight chaining-value word vectors cv (lane i
// in dword i) and stores lane i's 32 bytes at out+32*i for i < n.
func storeCVs512(name string, n Register, cv []VecPhysical, tmp VecPhysical) {
	Comment("Transpose the chaining values and store the first n.")
	transposeStoreCVs(name, Load(Param("out"), GP64()), n, cv, tmp)
}

// transposeStoreCVs is storeCVsTo without its comment.
func transposeStoreCVs(name string, out, n Register, cv []VecPhysical, tmp VecPhysical) {
	pos := make([]VecPhysical, 8)
	copy(pos, cv)
	transposeStage12(pos, tmp)
	done := name + "_done"
	for i := 0; i < 16; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		L, j := i/4, i%4
		for g := 0; g < 2; g++ {
			dst := Mem{Base: out, Disp: 32*i + 16*g}
			if L == 0 {
				VMOVDQU32(pos[4*g+j].AsX(), dst)
			} else {
				VEXTRACTI32X4(U8(L), pos[4*g+j], dst)
			}
		}
	}
	Label(done)
}

func genXOF512() {
	name := "xofAVX512"
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 16) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := GP64()
	Load(Param("counter"), ctr)
	v := zregs[:16]
	m := zregs[16:]
	laneCounters(ctr, Z16, v[12], v[13], Z17)
	bl := Load(Param("blockLen"), GP32())
	VPBROADCASTD(bl, v[14])
	fl := Load(Param("flags"), GP32())
	VPBROADCASTD(fl, v[15])
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: cvp, Disp: 4 * i}, v[i])
	}
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	for i := 0; i < 16; i++ {
		VPBROADCASTD(Mem{Base: bp, Disp: 4 * i}, m[i])
	}
	rounds512(v, m)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
		VPXORD_BCST(Mem{Base: cvp, Disp: 4 * i}, v[8+i], v[8+i])
	}
	pos := make([]VecPhysical, 16)
	copy(pos, v)
	transpose16(pos, Z16)
	done := name + "_done"
	for i := 0; i < 16; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		VMOVDQU32(pos[i], Mem{Base: out, Disp: 64 * i})
	}
	Label(done)
	VZEROUPPER()
	RET()
}

// paramAddr returns the stack address of a scalar argument.
func paramAddr(name string) Mem {
	b, err := Param(name).Resolve()
	if err != nil {
		panic(err)
	}
	return b.Addr
}

// genCompress512 is the row-wise single compression: rows in X0..X3, the
// block by quarters in X4..X7, message vectors built by quarterMsg.
func genCompress512() {
	name := "compressAVX512"
	TEXT(name, NOSPLIT, "func(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" is compressGeneric on AVX-512VL: rows of the state in XMM", "registers, rotations by VPRORD.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	a, b, c, d := X0, X1, X2, X3
	VMOVDQU(Mem{Base: cvp}, a)
	VMOVDQU(Mem{Base: cvp, Disp: 16}, b)
	// The block by quarters, 16-byte loads: the engine writes blocks with
	// 16-byte stores, and a wider load spanning two of them would miss
	// store forwarding.
	quarters := []VecPhysical{X4, X5, X6, X7}
	for i, q := range quarters {
		VMOVDQU(Mem{Base: bp, Disp: 16 * i}, q)
	}
	setRowMasks()
	VMOVDQU(ivRow, c)
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	VMOVQ(paramAddr("counter"), d)
	VPINSRD(U8(2), bl, d, d)
	VPINSRD(U8(3), fl, d, d)
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op, first bool) {
		if first {
			VPADDD(b, a, a)
			VPADDD(mx, a, a)
		} else {
			VPADDD(mx, a, a)
			VPADDD(b, a, a)
		}
		VPXORD(a, d, d)
		VPRORD(U8(16), d, d)
		VPADDD(d, c, c)
		VPXORD(c, b, b)
		VPRORD(U8(12), b, b)
		VPADDD(my, a, a)
		VPADDD(b, a, a)
		VPXORD(a, d, d)
		VPRORD(U8(8), d, d)
		VPADDD(d, c, c)
		VPXORD(c, b, b)
		VPRORD(U8(7), b, b)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, quarters)
		}
		gRow(mv[0].AsX(), mv[1].AsX(), r == 0)
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX(), false)
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
	out := Load(Param("out"), GP64())
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	VPXORD(Mem{Base: cvp}, c, c)
	VPXORD(Mem{Base: cvp, Disp: 16}, d, d)
	VMOVDQU(a, Mem{Base: out})
	VMOVDQU(b, Mem{Base: out, Disp: 16})
	VMOVDQU(c, Mem{Base: out, Disp: 32})
	VMOVDQU(d, Mem{Base: out, Disp: 48})
	VZEROUPPER()
	RET()
}

// genCompressChain512 compresses a run of whole blocks of one chunk in
// sequence, keeping the chaining value in registers: the row-wise
// compression of compressAVX512 in a loop.
func genCompressChain512() {
	name := "compressChainAVX512"
	TEXT(name, NOSPLIT, "func(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)")
	Doc(name+" compresses the n >= 1 whole blocks at in into cv in order, all with",
		"the given counter and block length 64; the first block gets flags, the",
		"others flags without the chunk-start flag.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	tmpl, rest := X6, X7
	VMOVDQU(Mem{Base: cvp}, a)
	VMOVDQU(Mem{Base: cvp, Disp: 16}, b)
	VMOVQ(paramAddr("counter"), tmpl)
	bl := GP32()
	MOVL(U32(64), bl)
	VPINSRD(U8(2), bl, tmpl, tmpl)
	VMOVDQA(tmpl, rest)
	VPINSRD(U8(3), fl, tmpl, tmpl)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	VPINSRD(U8(3), fl, rest, rest)
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op) { gRowAVX512(a, b, c, d, mx, my) }
	quarters := []VecPhysical{X24, X25, X26, X27}
	setRowMasks()
	Label(name + "_block")
	for i, q := range quarters {
		VMOVDQU32(Mem{Base: in, Disp: 16 * i}, q)
	}
	VMOVDQU(ivRow, c)
	VMOVDQA(tmpl, d)
	VMOVDQA(rest, tmpl)
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, quarters)
		}
		gRow(mv[0].AsX(), mv[1].AsX())
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX())
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	ADDQ(U32(64), in)
	DECQ(n)
	JNZ(LabelRef(name + "_block"))
	VMOVDQU(a, Mem{Base: cvp})
	VMOVDQU(b, Mem{Base: cvp, Disp: 16})
	VZEROUPPER()
	RET()
}

// rowRoundsY emits the seven rounds of the row-wise compression on rows a,
// b, c, d (XMM), with the block by quarters in q[0..3] (XMM) and message
// vectors built by quarterMsg into X16..X23.
func rowRoundsY(a, b, c, d VecPhysical, q []VecPhysical) {
	mregs := []VecPhysical{Y16, Y17, Y18, Y19, Y20, Y21, Y22, Y23}
	gRow := func(mx, my Op) { gRowAVX512(a, b, c, d, mx, my) }
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			quarterMsg(mv[k].AsX(), r, k, q)
		}
		gRow(mv[0].AsX(), mv[1].AsX())
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2].AsX(), mv[3].AsX())
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
}

// genSumChunk512 hashes a whole message of at most one chunk to its 32-byte
// digest in one call: the blocks before the last in a loop keeping the
// chaining value in registers, then the last (possibly partial, possibly
// empty) block read under a byte mask, so nothing is copied, with the root
// flag; only the digest half of the output is computed and stored.
func genSumChunk512() {
	name := "sumChunkAVX512"
	TEXT(name, NOSPLIT, "func(out *[32]byte, key *[8]uint32, in *byte, n int, flags uint32)")
	Doc(name+" sets out to the digest of the n-byte message at in (0 <= n <= 1024),",
		"a single chunk at counter 0, hashed under key with the mode flags. Only the",
		"n bytes at in are read.")
	Pragma("noescape")
	kp := Load(Param("key"), GP64())
	in := Load(Param("in"), GP64())
	n := GP64()
	Load(Param("n"), n)
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	tmpl, rest, last := X6, X7, X10
	VMOVDQU(Mem{Base: kp}, a)
	VMOVDQU(Mem{Base: kp, Disp: 16}, b)
	Comment("nb = blocks before the last: (n-1)/64, 0 for n = 0; L = n - 64*nb.")
	nb := GP64()
	MOVQ(n, nb)
	SUBQ(U8(1), nb)
	SARQ(U8(6), nb)
	zero := GP64()
	XORQ(zero, zero)
	TESTQ(nb, nb)
	CMOVQLT(zero, nb)
	l := GP64()
	MOVQ(nb, l)
	SHLQ(U8(6), l)
	lastp := GP64()
	LEAQ(Mem{Base: in, Index: l, Scale: 1}, lastp)
	SUBQ(l, n) // n = L
	Comment("Byte mask of the last block's L bytes: (1<<L)-1, all ones for L = 64.")
	MOVQ(n, RCX)
	m := GP64()
	MOVQ(U32(1), m)
	SHLQ(CL, m)
	DECQ(m)
	all := GP64()
	MOVQ(I32(-1), all)
	CMPQ(n, U8(64))
	CMOVQEQ(all, m)
	KMOVQ(m, K3)
	lastQ := []VecPhysical{X8, X9, X11, X12}
	for i, q := range lastQ {
		if i > 0 {
			KSHIFTRQ(U8(16), K3, K3)
		}
		VMOVDQU8_Z(Mem{Base: lastp, Disp: 16 * i}, K3, q)
	}
	setRowMasks()
	Comment("Row d of the first block (counter 0, length 64, chunk start),",
		"of the middle blocks, and of the last block (length L, chunk end, root).")
	st := GP32()
	MOVL(fl, st)
	ORL(U32(flagChunkStart), st)
	bl := GP32()
	MOVL(U32(64), bl)
	VPXORD(tmpl, tmpl, tmpl)
	VPINSRD(U8(2), bl, tmpl, tmpl)
	VMOVDQA(tmpl, rest)
	VPINSRD(U8(3), st, tmpl, tmpl)
	VPINSRD(U8(3), fl, rest, rest)
	lf := GP32()
	MOVL(fl, lf)
	TESTQ(nb, nb)
	CMOVLEQ(st, lf)
	ORL(U32(flagChunkEnd|flagRoot), lf)
	VPXORD(last, last, last)
	VPINSRD(U8(2), n.As32(), last, last)
	VPINSRD(U8(3), lf, last, last)
	TESTQ(nb, nb)
	JZ(LabelRef(name + "_last"))
	quarters := []VecPhysical{X4, X5, X13, X14}
	Label(name + "_block")
	for i, q := range quarters {
		VMOVDQU(Mem{Base: in, Disp: 16 * i}, q)
	}
	VMOVDQU(ivRow, c)
	VMOVDQA(tmpl, d)
	VMOVDQA(rest, tmpl)
	rowRoundsY(a, b, c, d, quarters)
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	ADDQ(U32(64), in)
	DECQ(nb)
	JNZ(LabelRef(name + "_block"))
	Label(name + "_last")
	VMOVDQU(ivRow, c)
	VMOVDQA(last, d)
	rowRoundsY(a, b, c, d, lastQ)
	out := Load(Param("out"), GP64())
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	VMOVDQU(a, Mem{Base: out})
	VMOVDQU(b, Mem{Base: out, Disp: 16})
	VZEROUPPER()
	RET()
}

// genCompressSSE41 is the row-wise single compression with SSE4.1 only.
func genCompressSSE41() {
	name := "compressSSE41"
	TEXT(name, NOSPLIT, "func(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" is compressGeneric on SSE4.1: rows of the state in XMM", "registers, message vectors built by PINSRD.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := GP64()
	Load(Param("counter"), ctr)
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: cvp}, a)
	MOVOU(Mem{Base: cvp, Disp: 16}, b)
	MOVOU(ivRow, c)
	MOVQ(ctr, d)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(bp)
	out := Load(Param("out"), GP64())
	MOVOU(Mem{Base: cvp}, X4)
	MOVOU(Mem{Base: cvp, Disp: 16}, X5)
	PXOR(c, a)
	PXOR(d, b)
	PXOR(X4, c)
	PXOR(X5, d)
	MOVOU(a, Mem{Base: out})
	MOVOU(b, Mem{Base: out, Disp: 16})
	MOVOU(c, Mem{Base: out, Disp: 32})
	MOVOU(d, Mem{Base: out, Disp: 48})
	RET()
}

// rowRoundsSSE41 emits the seven rounds of the SSE4.1 row-wise compression
// on the state rows X0..X3, the message read from the block at bp by
// PINSRD into X4..X7 and X9..X12, with the PSHUFB rotation masks in X14
// (16) and X15 (8) and X8 as scratch.
func rowRoundsSSE41(bp Register) {
	a, b, c, d := X0, X1, X2, X3
	tmp := X8
	r16, r8 := X14, X15
	mregs := []VecPhysical{X4, X5, X6, X7, X9, X10, X11, X12}
	rotr := func(x VecPhysical, n int) {
		MOVO(x, tmp)
		PSRLL(U8(n), tmp)
		PSLLL(U8(32-n), x)
		POR(tmp, x)
	}
	gRow := func(mx, my VecPhysical) {
		PADDL(mx, a)
		PADDL(b, a)
		PXOR(a, d)
		PSHUFB(r16, d)
		PADDL(d, c)
		PXOR(c, b)
		rotr(b, 12)
		PADDL(my, a)
		PADDL(b, a)
		PXOR(a, d)
		PSHUFB(r8, d)
		PADDL(d, c)
		PXOR(c, b)
		rotr(b, 7)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			loadRowMsg(bp, r, k, mv[k])
		}
		gRow(mv[0], mv[1])
		PSHUFD(U8(0x93), a, a)
		PSHUFD(U8(0x39), c, c)
		PSHUFD(U8(0x4e), d, d)
		gRow(mv[2], mv[3])
		PSHUFD(U8(0x39), a, a)
		PSHUFD(U8(0x93), c, c)
		PSHUFD(U8(0x4e), d, d)
	}
}

// genHashParentsSSE41x2 emits hashParentsSSE41x2: one or two parent nodes,
// each the row-wise compression of compressSSE41, the two interleaved
// instruction by instruction so that each fills the other's latency. Both
// states (X0..X3 and X4..X7), half a round's message vectors for both
// (X8..X11), a scratch (X12) and the rotation masks (X13, X14) fit the
// sixteen XMM registers.
func genHashParentsSSE41x2() {
	name := "hashParentsSSE41x2"
	TEXT(name, NOSPLIT, "func(in *byte, n int, key *[8]uint32, flags uint32, out *byte)")
	Doc(name+" hashes n parent blocks (1 <= n <= 2) from in into n chaining values",
		"at out, 32 bytes each, under key and flags; the parent flag is added.")
	Pragma("noescape")
	in0 := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	ORL(U32(flagParent), f)
	Comment("With n = 1 both states hash the first block.")
	in1 := GP64()
	LEAQ(Mem{Base: in0, Disp: 64}, in1)
	CMPQ(n, U8(1))
	CMOVQEQ(in0, in1)
	bps := []Register{in0, in1}
	st := [2][4]VecPhysical{{X0, X1, X2, X3}, {X4, X5, X6, X7}}
	tmp, r16, r8 := X12, X13, X14
	MOVOU(rot16, r16)
	MOVOU(rot8, r8)
	a, b, c, d := st[0][0], st[0][1], st[0][2], st[0][3]
	MOVOU(Mem{Base: key}, a)
	MOVOU(Mem{Base: key, Disp: 16}, b)
	MOVOU(ivRow, c)
	Comment("Row d: counter 0, block length 64, flags.")
	PXOR(d, d)
	bl := GP32()
	MOVL(U32(64), bl)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), f, d)
	for i := 0; i < 4; i++ {
		MOVO(st[0][i], st[1][i])
	}
	m := [2][2]VecPhysical{{X8, X9}, {X10, X11}}
	roundsSSE41x2(st, tmp, r16, r8, func(r, h int) [2][2]VecPhysical {
		for i := 0; i < 2; i++ {
			for v := 0; v < 2; v++ {
				loadRowMsg(bps[i], r, 2*h+v, m[i][v])
			}
		}
		return m
	})
	Comment("Chaining values: rows a^c and b^d; the second only for n = 2.")
	out := Load(Param("out"), GP64())
	for i := 0; i < 2; i++ {
		PXOR(st[i][2], st[i][0])
		PXOR(st[i][3], st[i][1])
	}
	MOVOU(st[0][0], Mem{Base: out})
	MOVOU(st[0][1], Mem{Base: out, Disp: 16})
	CMPQ(n, U8(1))
	JEQ(LabelRef(name + "_done"))
	MOVOU(st[1][0], Mem{Base: out, Disp: 32})
	MOVOU(st[1][1], Mem{Base: out, Disp: 48})
	Label(name + "_done")
	RET()
}

// loadRowMsg loads message vector k of round r of the block at bp into x,
// one word at a time.
func loadRowMsg(bp Register, r, k int, x VecPhysical) {
	for j, w := range rowMsg(r, k) {
		src := Mem{Base: bp, Disp: 4 * w}
		if j == 0 {
			// MOVSS loads exactly 4 bytes; Go's MOVD would assemble
			// to an 8-byte MOVQ and read past word 15.
			MOVSS(src, x)
		} else {
			PINSRD(U8(j), src, x)
		}
	}
}

// roundsSSE41x2 emits the seven rounds of two row-wise compressions on the
// states st (rows a, b, c, d each), interleaved instruction by instruction
// so that each fills the other's latency, with tmp as scratch and the
// PSHUFB rotation masks in r16 and r8. msg(r, h) loads the message vectors
// of half h of round r and returns them per state: m[i][0] for the first
// G step, m[i][1] for the second.
func roundsSSE41x2(st [2][4]VecPhysical, tmp, r16, r8 VecPhysical, msg func(r, h int) [2][2]VecPhysical) {
	rotr := func(x VecPhysical, k int) {
		MOVO(x, tmp)
		PSRLL(U8(k), tmp)
		PSLLL(U8(32-k), x)
		POR(tmp, x)
	}
	// each applies op to both states, the first then the second.
	each := func(op func(s [4]VecPhysical, mv [2]VecPhysical), m [2][2]VecPhysical) {
		op(st[0], m[0])
		op(st[1], m[1])
	}
	half := func(m [2][2]VecPhysical, j int, rot VecPhysical, k int) {
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(mv[j], s[0]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(s[1], s[0]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PXOR(s[0], s[3]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PSHUFB(rot, s[3]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PADDL(s[3], s[2]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { PXOR(s[2], s[1]) }, m)
		each(func(s [4]VecPhysical, mv [2]VecPhysical) { rotr(s[1], k) }, m)
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		for h := 0; h < 2; h++ {
			m := msg(r, h)
			half(m, 0, r16, 12)
			half(m, 1, r8, 7)
			shufA, shufC := U8(0x93), U8(0x39)
			if h == 1 {
				shufA, shufC = shufC, shufA
			}
			for i := 0; i < 2; i++ {
				PSHUFD(shufA, st[i][0], st[i][0])
				PSHUFD(shufC, st[i][2], st[i][2])
				PSHUFD(U8(0x4e), st[i][3], st[i][3])
			}
		}
	}
}

// genXOFSSE41x2 emits xofSSE41x2: one or two root output blocks, the
// row-wise compressions of compressSSE41 of one block under one chaining
// value with counters counter and counter+1, interleaved instruction by
// instruction as in hashParentsSSE41x2. Both states read the same message,
// so half a round's two message vectors (X8, X9) serve both.
func genXOFSSE41x2() {
	name := "xofSSE41x2"
	TEXT(name, NOSPLIT, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name+" writes n (1 <= n <= 2) 64-byte output blocks to out: block i is",
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	ctr := Load(Param("counter"), GP64())
	bl := Load(Param("blockLen"), GP32())
	fl := Load(Param("flags"), GP32())
	st := [2][4]VecPhysical{{X0, X1, X2, X3}, {X4, X5, X6, X7}}
	tmp, r16, r8 := X12, X13, X14
	MOVOU(rot16, r16)
	MOVOU(rot8, r8)
	for i := 0; i < 2; i++ {
		Commentf("State %d: row d is counter+%d, block length, flags.", i, i)
		a, b, c, d := st[i][0], st[i][1], st[i][2], st[i][3]
		MOVOU(Mem{Base: cvp}, a)
		MOVOU(Mem{Base: cvp, Disp: 16}, b)
		MOVOU(ivRow, c)
		if i == 1 {
			ADDQ(U8(1), ctr)
		}
		MOVQ(ctr, d)
		PINSRD(U8(2), bl, d)
		PINSRD(U8(3), fl, d)
	}
	m := [2]VecPhysical{X8, X9}
	roundsSSE41x2(st, tmp, r16, r8, func(r, h int) [2][2]VecPhysical {
		for v := 0; v < 2; v++ {
			loadRowMsg(bp, r, 2*h+v, m[v])
		}
		return [2][2]VecPhysical{m, m}
	})
	Comment("Output rows a^c, b^d, c^cv[0:4], d^cv[4:8]; the second block only for n = 2.")
	n := Load(Param("n"), GP64())
	out := Load(Param("out"), GP64())
	cv0, cv1 := X10, X11
	MOVOU(Mem{Base: cvp}, cv0)
	MOVOU(Mem{Base: cvp, Disp: 16}, cv1)
	for i := 0; i < 2; i++ {
		a, b, c, d := st[i][0], st[i][1], st[i][2], st[i][3]
		PXOR(c, a)
		PXOR(d, b)
		PXOR(cv0, c)
		PXOR(cv1, d)
		if i == 1 {
			CMPQ(n, U8(1))
			JEQ(LabelRef(name + "_done"))
		}
		for j, x := range st[i] {
			MOVOU(x, Mem{Base: out, Disp: 64*i + 16*j})
		}
	}
	Label(name + "_done")
	RET()
}

// genCompressChainSSE41 is compressChainAVX512 with SSE4.1 only: the
// rounds of compressSSE41 in a loop over the blocks, the chaining value
// kept in X0 and X1.
func genCompressChainSSE41() {
	name := "compressChainSSE41"
	TEXT(name, NOSPLIT, "func(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)")
	Doc(name+" compresses the n >= 1 whole blocks at in into cv in order, all with",
		"the given counter and block length 64; the first block gets flags, the",
		"others flags without the chunk-start flag.")
	Pragma("noescape")
	cvp := Load(Param("cv"), GP64())
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	first := X13
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: cvp}, a)
	MOVOU(Mem{Base: cvp, Disp: 16}, b)
	MOVQ(paramAddr("counter"), first)
	bl := GP32()
	MOVL(U32(64), bl)
	PINSRD(U8(2), bl, first)
	PINSRD(U8(3), fl, first)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	Comment("Row d of the first block stays in X13; the others take their flags from fl.")
	Label(name + "_block")
	MOVOU(ivRow, c)
	MOVO(first, d)
	PINSRD(U8(3), fl, first)
	rowRoundsSSE41(in)
	PXOR(c, a)
	PXOR(d, b)
	ADDQ(U32(64), in)
	DECQ(n)
	JNZ(LabelRef(name + "_block"))
	MOVOU(a, Mem{Base: cvp})
	MOVOU(b, Mem{Base: cvp, Disp: 16})
	RET()
}

// genSumChunkSSE41 is sumChunkAVX512 with SSE4.1 only: the chain of
// compressChainSSE41 over the whole blocks before the last, then the last
// block with the chunk-end and root flags, in one call. Without masked
// loads the last block comes zero-padded from the caller.
func genSumChunkSSE41() {
	name := "sumChunkSSE41"
	TEXT(name, NOSPLIT, "func(out *[32]byte, key *[8]uint32, in *byte, nb int, last *[64]byte, lastLen uint32, flags uint32)")
	Doc(name+" sets out to the digest of a message of one chunk at counter 0,",
		"hashed under key with the mode flags: the nb >= 0 whole blocks at in, then",
		"the block last, whose first lastLen bytes are the message's last bytes and",
		"the rest zero.")
	Pragma("noescape")
	kp := Load(Param("key"), GP64())
	in := Load(Param("in"), GP64())
	nb := Load(Param("nb"), GP64())
	fl := Load(Param("flags"), GP32())
	a, b, c, d := X0, X1, X2, X3
	MOVOU(rot16, X14)
	MOVOU(rot8, X15)
	MOVOU(Mem{Base: kp}, a)
	MOVOU(Mem{Base: kp, Disp: 16}, b)
	ORL(U32(flagChunkStart), fl)
	bl := GP32()
	MOVL(U32(64), bl)
	TESTQ(nb, nb)
	JZ(LabelRef(name + "_last"))
	Comment("Row d: counter 0, block length 64, flags (chunk start on the first).")
	Label(name + "_block")
	MOVOU(ivRow, c)
	PXOR(d, d)
	PINSRD(U8(2), bl, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(in)
	PXOR(c, a)
	PXOR(d, b)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	ADDQ(U32(64), in)
	DECQ(nb)
	JNZ(LabelRef(name + "_block"))
	Label(name + "_last")
	lp := Load(Param("last"), GP64())
	ll := Load(Param("lastLen"), GP32())
	ORL(U32(flagChunkEnd|flagRoot), fl)
	MOVOU(ivRow, c)
	PXOR(d, d)
	PINSRD(U8(2), ll, d)
	PINSRD(U8(3), fl, d)
	rowRoundsSSE41(lp)
	Comment("The digest: rows a^c and b^d.")
	PXOR(c, a)
	PXOR(d, b)
	out := Load(Param("out"), GP64())
	MOVOU(a, Mem{Base: out})
	MOVOU(b, Mem{Base: out, Disp: 16})
	RET()
}

// ---------------------------------------------------------------------------
// AVX2 (8 lanes, YMM) and SSE4.1 (4 lanes, XMM): sixteen registers hold the
// state, the transposed message lives in aligned stack scratch and is used
// as memory operands, and one state register is spilled around the shift
// rotations.

type w16 struct {
	name  string
	lanes int
	vb    int // bytes per vector
	avx   bool
	regs  []VecPhysical
}

func (w *w16) add(src Op, dst VecPhysical) {
	if w.avx {
		VPADDD(src, dst, dst)
	} else {
		PADDL(src, dst)
	}
}

func (w *w16) xor(src Op, dst VecPhysical) {
	if w.avx {
		VPXOR(src, dst, dst)
	} else {
		PXOR(src, dst)
	}
}

func (w *w16) shufb(mask Op, dst VecPhysical) {
	if w.avx {
		VPSHUFB(mask, dst, dst)
	} else {
		PSHUFB(mask, dst)
	}
}

func (w *w16) rotr(n int, x, tmp VecPhysical) {
	if w.avx {
		VPSRLD(U8(n), x, tmp)
		VPSLLD(U8(32-n), x, x)
		VPOR(tmp, x, x)
	} else {
		MOVO(x, tmp)
		PSRLL(U8(n), tmp)
		PSLLL(U8(32-n), x)
		POR(tmp, x)
	}
}

func (w *w16) load(src, dst Op) {
	if w.avx {
		VMOVDQU(src, dst)
	} else {
		MOVOU(src, dst)
	}
}

func (w *w16) store(src, dst Op) {
	if w.avx {
		VMOVDQU(src, dst)
	} else {
		MOVOU(src, dst)
	}
}

func (w *w16) bcast32(r Register, dst VecPhysical) {
	if w.avx {
		VMOVD(r, dst.AsX())
		VPBROADCASTD(dst.AsX(), dst)
	} else {
		MOVD(r, dst)
		PSHUFD(U8(0), dst, dst)
	}
}

// pair applies lo/hi shuffles to (pos[i], pos[j]) in place with a spare.
func (w *w16) pair(pos []VecPhysical, i, j int, tmp VecPhysical, quad bool) VecPhysical {
	x, y := pos[i], pos[j]
	if w.avx {
		if quad {
			VPUNPCKLQDQ(y, x, tmp)
			VPUNPCKHQDQ(y, x, y)
		} else {
			VPUNPCKLDQ(y, x, tmp)
			VPUNPCKHDQ(y, x, y)
		}
		pos[i], pos[j] = tmp, y
		return x
	}
	// tmp = lo(x, y); x = hi(x, y); y is spare.
	MOVO(x, tmp)
	if quad {
		PUNPCKLQDQ(y, tmp)
		PUNPCKHQDQ(y, x)
	} else {
		PUNPCKLLQ(y, tmp)
		PUNPCKHLQ(y, x)
	}
	pos[i], pos[j] = tmp, x
	return y
}

// transpose4 transposes 4x4 dwords within each 128-bit lane of pos.
func (w *w16) transpose4(pos []VecPhysical, tmp VecPhysical) VecPhysical {
	tmp = w.pair(pos, 0, 1, tmp, false)
	tmp = w.pair(pos, 2, 3, tmp, false)
	// pos = a0 b0 a1 b1
	t := []VecPhysical{pos[0], pos[2]}
	tmp = w.pair(t, 0, 1, tmp, true)
	u := []VecPhysical{pos[1], pos[3]}
	tmp = w.pair(u, 0, 1, tmp, true)
	pos[0], pos[1], pos[2], pos[3] = t[0], t[1], u[0], u[1]
	return tmp
}

func (w *w16) g(a, b, c, d [4]VecPhysical, mx, my [4]Mem, spill, r16, r8 Mem) {
	w.gHalf(a, b, c, d, mx, spill, r16, 12)
	w.gHalf(a, b, c, d, my, spill, r8, 7)
}

// gHalf is one half of four G functions side by side: a += m + b, d =
// (d^a) rotated by the byte shuffle rotd, c += d, b = (b^c) >>> rotb, with
// c[0] parked in spill while it serves as the rotation's scratch.
func (w *w16) gHalf(a, b, c, d [4]VecPhysical, m [4]Mem, spill, rotd Mem, rotb int) {
	for k := 0; k < 4; k++ {
		w.add(m[k], a[k])
		w.add(b[k], a[k])
	}
	for k := 0; k < 4; k++ {
		w.xor(a[k], d[k])
		w.shufb(rotd, d[k])
	}
	for k := 0; k < 4; k++ {
		w.add(d[k], c[k])
	}
	for k := 0; k < 4; k++ {
		w.xor(c[k], b[k])
	}
	w.store(c[0], spill)
	for k := 0; k < 4; k++ {
		w.rotr(rotb, b[k], c[0])
	}
	w.load(spill, c[0])
}

func (w *w16) genHashMany(chunks bool) {
	name := kernelHeader(w.name, w.lanes, chunks)
	vb := w.vb
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(21*vb+8*w.lanes, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	ctrLo, ctrHi, spill := scr.Offset(16*vb), scr.Offset(17*vb), scr.Offset(18*vb)
	r16m, r8m := scr.Offset(19*vb), scr.Offset(20*vb)
	offs := scr.Offset(21 * vb)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	laneOffsets(n, w.lanes, shift, offs)
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	if chunks {
		w.laneCounters(R, ctrLo, ctrHi)
	} else {
		ORL(U32(flagParent), f)
	}
	// The chaining values stay in v[0..7] from block to block: the message
	// is loaded and transposed in v[8..12], which every block reloads.
	v := R
	kw := GP32()
	for i := 0; i < 8; i++ {
		MOVL(Mem{Base: key, Disp: 4 * i}, kw)
		w.bcast32(kw, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	if chunks {
		XORQ(blk, blk)
		Label(name + "_block")
	}
	var pf Register
	if chunks {
		Comment(fmt.Sprintf("pf = the block %d after this one, or for blk >= %d the next group's", prefetchBlocks, 16-prefetchBlocks),
			fmt.Sprintf("block blk-%d: lanes 1 KiB apart are more streams per page than the L2", 16-prefetchBlocks),
			"streamer follows (see prefetchBlocks).")
		pf = GP64()
		pfNext := GP64()
		LEAQ(Mem{Base: in, Disp: prefetchBlocks * 64}, pf)
		LEAQ(Mem{Base: in, Disp: prefetchBlocks*64 + 1024*(w.lanes-1)}, pfNext)
		CMPQ(blk, U8(16-prefetchBlocks))
		CMOVQCC(pfNext, pf)
	}
	// The prefetches go with the block's last loads, where they cost inputs
	// already in cache less than with its first
	// (docs/results/2026-12-01-cli-held-levels).
	Comment("Load one block of every lane and transpose it to message words.")
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{R[8], R[9], R[10], R[11]}
		for i := 0; i < 4; i++ {
			MOVQ(offs.Offset(8*i), t)
			w.load(Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			if chunks && g == 3 {
				PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
			}
			if w.avx {
				MOVQ(offs.Offset(8*(i+4)), t)
				VINSERTI128(U8(1), Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
				if chunks && g == 3 {
					PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
				}
			}
		}
		w.transpose4(rows, R[12])
		for j := 0; j < 4; j++ {
			w.store(rows[j], msg(4*g+j))
		}
	}
	for i := 0; i < 4; i++ {
		w.load(ivBcast.Offset(32*i), v[8+i])
	}
	if chunks {
		w.load(ctrLo, v[12])
		w.load(ctrHi, v[13])
		blockFlags(f, fb, ft, blk)
		w.bcast32(fb, v[15])
	} else {
		w.xor(v[12], v[12])
		w.xor(v[13], v[13])
		w.bcast32(f, v[15])
	}
	w.load(blen64, v[14])
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		mm := func(i int) Mem { return msg(s[i]) }
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Mem{mm(0), mm(2), mm(4), mm(6)}, [4]Mem{mm(1), mm(3), mm(5), mm(7)}, spill, r16m, r8m)
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Mem{mm(8), mm(10), mm(12), mm(14)}, [4]Mem{mm(9), mm(11), mm(13), mm(15)}, spill, r16m, r8m)
	}
	for i := 0; i < 8; i++ {
		w.xor(v[8+i], v[i])
	}
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blk)
		CMPQ(blk, U8(16))
		JNE(LabelRef(name + "_block"))
	}
	Comment("Transpose the chaining values and store the first n.")
	out := Load(Param("out"), GP64())
	lo := []VecPhysical{v[0], v[1], v[2], v[3]}
	hi := []VecPhysical{v[4], v[5], v[6], v[7]}
	tmp := w.transpose4(lo, v[8])
	w.transpose4(hi, tmp)
	done := name + "_done"
	for i := 0; i < w.lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for gi, grp := range [][]VecPhysical{lo, hi} {
			dst := Mem{Base: out, Disp: 32*i + 16*gi}
			r := grp[i%4]
			if i < 4 {
				w.store(r.AsX(), dst)
			} else {
				VEXTRACTI128(U8(1), r, dst)
			}
		}
	}
	Label(done)
	if w.avx {
		VZEROUPPER()
	}
	RET()
}

// ---------------------------------------------------------------------------
// AVX-512VL on YMM (8 lanes) and XMM (4 lanes): the 16-lane kernel's scheme
// (thirty-two registers, VPRORD, message words in registers) for short
// batches.

func genHashManyVL(lanes int, chunks bool) {
	regs := make([]VecPhysical, 32)
	for i := range regs {
		if lanes == 8 {
			regs[i] = zregs[i].AsY().(VecPhysical)
		} else {
			regs[i] = zregs[i].AsX().(VecPhysical)
		}
	}
	w := &w16{avx: true, lanes: lanes}
	suffix := fmt.Sprintf("AVX512x%d", lanes)
	name := kernelHeader(suffix, lanes, chunks)
	in := Load(Param("in"), GP64())
	n := Load(Param("n"), GP64())
	key := Load(Param("key"), GP64())
	f := Load(Param("flags"), GP32())
	vb := 4 * lanes
	scr := alignedScratch(2*vb+8*lanes, 32)
	ctrLo, ctrHi, offs := scr, scr.Offset(vb), scr.Offset(2*vb)
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	laneOffsets(n, lanes, shift, offs)
	v := make([]VecPhysical, 16)
	copy(v, regs[:8])
	if chunks {
		Comment("Counter words for each lane, carrying into the high word.")
		ctr := GP64()
		Load(Param("counter"), ctr)
		laneCounters(ctr, regs[8], regs[9], regs[10], regs[11])
		VMOVDQU32(regs[9], ctrLo)
		VMOVDQU32(regs[10], ctrHi)
	} else {
		ORL(U32(flagParent), f)
	}
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	blk := GP64()
	fb := GP32()
	ft := GP32()
	t := GP64()
	if chunks {
		XORQ(blk, blk)
		Label(name + "_block")
	}
	Comment("Load one block of every lane and transpose it to message words.")
	m := make([]VecPhysical, 16)
	tmp := regs[8]
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{regs[16+4*g], regs[17+4*g], regs[18+4*g], regs[19+4*g]}
		for i := 0; i < 4; i++ {
			MOVQ(offs.Offset(8*i), t)
			VMOVDQU32(Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i].AsX())
			if lanes == 8 {
				MOVQ(offs.Offset(8*(i+4)), t)
				VINSERTI32X4(U8(1), Mem{Base: in, Index: t, Scale: 1, Disp: 16 * g}, rows[i], rows[i])
			}
		}
		tmp = w.transpose4(rows, tmp)
		copy(m[4*g:], rows)
	}
	blockRounds512(name, chunks, v, m, regs[8:], ctrLo, ctrHi, f, fb, ft, blk, in)
	Comment("Transpose the chaining values and store the first n.")
	out := Load(Param("out"), GP64())
	lo := []VecPhysical{v[0], v[1], v[2], v[3]}
	hi := []VecPhysical{v[4], v[5], v[6], v[7]}
	tmp = w.transpose4(lo, regs[16])
	w.transpose4(hi, tmp)
	done := name + "_done"
	for i := 0; i < lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for gi, grp := range [][]VecPhysical{lo, hi} {
			dst := Mem{Base: out, Disp: 32*i + 16*gi}
			r := grp[i%4]
			if i < 4 {
				VMOVDQU32(r.AsX(), dst)
			} else {
				VEXTRACTI32X4(U8(1), r, dst)
			}
		}
	}
	Label(done)
	VZEROUPPER()
	RET()
}

// ---------------------------------------------------------------------------
// AVX-512 row-wise, up to four inputs: each 128-bit lane of Z0..Z3 holds the
// four state rows of one input, so four compressions run in the latency of
// one. The inputs' blocks are loaded by quarters: blk[q] holds words
// 4q..4q+3 of input L in lane L, so every message vector is built by in-lane
// VPSHUFDs, one per source quarter, merged under position masks (76 per
// block, 1-cycle latency); two VPERMI2D per vector from whole blocks, as
// before, ran 13 % slower.

// rowRounds4 runs the seven rounds on rows a, b, c, d with message vectors
// built from the blocks in blk[0..3].
func rowRounds4(a, b, c, d VecPhysical, blk []VecPhysical) {
	mregs := []VecPhysical{Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23}
	gRow := func(mx, my Op) { gRowAVX512(a, b, c, d, mx, my) }
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		mv := mregs[4*(r%2) : 4*(r%2)+4]
		for k := 0; k < 4; k++ {
			// blk[q] holds words 4q..4q+3 of input L in lane L: one
			// in-lane VPSHUFD per source quarter, the later ones merged
			// under a position mask.
			quarterMsg(mv[k], r, k, blk)
		}
		gRow(mv[0], mv[1])
		VPSHUFD(U8(0x93), a, a)
		VPSHUFD(U8(0x39), c, c)
		VPSHUFD(U8(0x4e), d, d)
		gRow(mv[2], mv[3])
		VPSHUFD(U8(0x39), a, a)
		VPSHUFD(U8(0x93), c, c)
		VPSHUFD(U8(0x4e), d, d)
	}
}

// rows4Step is one VPSHUFD of the r4 message build: words from quarter q,
// selected by imm, written to the positions of mask (the first step of a
// vector is unmasked).
type rows4Step struct {
	q, imm, mask int
}

var (
	rows4Plan    [7][4][]rows4Step
	rows4MaskPos [][]int // positions (0..3 within a lane) of each mask
	rows4Masks   = []Register{K1, K2, K4, K5, K6, K7}
)

// planRows4 groups each message vector's words by source quarter. The
// first group of a vector is the one whose position set is rarest, so that
// the merged ones need few distinct masks (six).
func planRows4() {
	type group struct {
		q   int
		pos []int
	}
	key := func(p []int) string { return fmt.Sprint(p) }
	count := map[string]int{}
	var all [7][4][]group
	for r := 0; r < 7; r++ {
		for k := 0; k < 4; k++ {
			w := rowMsg(r, k)
			var gs []group
			for j, x := range w {
				found := false
				for i := range gs {
					if gs[i].q == x/4 {
						gs[i].pos = append(gs[i].pos, j)
						found = true
					}
				}
				if !found {
					gs = append(gs, group{q: x / 4, pos: []int{j}})
				}
			}
			for _, g := range gs {
				count[key(g.pos)]++
			}
			all[r][k] = gs
		}
	}
	maskIdx := map[string]int{}
	for r := 0; r < 7; r++ {
		for k := 0; k < 4; k++ {
			gs := all[r][k]
			first := 0
			for i, g := range gs {
				if count[key(g.pos)] < count[key(gs[first].pos)] {
					first = i
				}
			}
			gs[0], gs[first] = gs[first], gs[0]
			w := rowMsg(r, k)
			for i, g := range gs {
				imm := 0
				for _, j := range g.pos {
					imm |= (w[j] % 4) << (2 * j)
				}
				st := rows4Step{q: g.q, imm: imm, mask: -1}
				if i > 0 {
					id, ok := maskIdx[key(g.pos)]
					if !ok {
						id = len(rows4MaskPos)
						maskIdx[key(g.pos)] = id
						rows4MaskPos = append(rows4MaskPos, g.pos)
					}
					st.mask = id
				}
				rows4Plan[r][k] = append(rows4Plan[r][k], st)
			}
		}
	}
	if len(rows4MaskPos) > len(rows4Masks) {
		panic("r4 message build needs more masks than there are mask registers")
	}
}

// quarterMsg emits row-wise message vector k of round r into mv from a
// block held by quarters (q[i] holds words 4i..4i+3, in every 128-bit lane
// used): one in-lane VPSHUFD per source quarter, the later ones merged under
// the masks that setRowMasks loads.
func quarterMsg(mv Register, r, k int, q []VecPhysical) {
	for i, st := range rows4Plan[r][k] {
		if i == 0 {
			VPSHUFD(U8(st.imm), q[st.q], mv)
		} else {
			VPSHUFD(U8(st.imm), q[st.q], rows4Masks[st.mask], mv)
		}
	}
}

// setRowMasks loads the position masks of quarterMsg into rows4Masks, the
// positions repeated in each of the four 128-bit lanes.
func setRowMasks() {
	m := GP32()
	for i, pm := range rows4MaskPos {
		var v uint32
		for l := 0; l < 4; l++ {
			for _, j := range pm {
				v |= 1 << (4*l + j)
			}
		}
		MOVL(U32(v), m)
		KMOVW(m, rows4Masks[i])
	}
}

// rowsArgs loads the arguments of a row-wise kernel of up to four inputs,
// with the byte offset of input min(i, n-1) in offs[i].
func rowsArgs(chunks bool) (in, n, key, f Register, offs []Register) {
	in = Load(Param("in"), GP64())
	n = Load(Param("n"), GP64())
	key = Load(Param("key"), GP64())
	f = Load(Param("flags"), GP64())
	shift := uint8(6)
	if chunks {
		shift = 10
	}
	nm1 := GP64()
	MOVQ(n, nm1)
	DECQ(nm1)
	offs = make([]Register, 4)
	for i := range offs {
		offs[i] = GP64()
		MOVQ(U32(i), offs[i])
		CMPQ(offs[i], nm1)
		CMOVQGT(nm1, offs[i])
		SHLQ(U8(shift), offs[i])
	}
	return in, n, key, f, offs
}

func genHashManyRows4(chunks bool) {
	name := kernelHeader("AVX512r4", 4, chunks)
	in, n, key, f, offs := rowsArgs(chunks)
	a, b, c, d := Z0, Z1, Z2, Z3
	blk := []VecPhysical{Z4, Z5, Z6, Z7}
	m := GP32()
	k3 := K3
	MOVL(U32(0xaa), m)
	KMOVW(m, k3)
	setRowMasks()
	VBROADCASTI32X4(Mem{Base: key}, a)
	VBROADCASTI32X4(Mem{Base: key, Disp: 16}, b)
	ctr := Z24
	if chunks {
		Comment("Counters counter+L in qword 2L, for lanes L = 0..3.")
		c64 := GP64()
		Load(Param("counter"), c64)
		VPBROADCASTQ(c64, ctr)
		VPADDQ(rows4CtrAdd, ctr, ctr)
	} else {
		ORQ(U32(flagParent), f)
		VPXORQ(ctr, ctr, ctr)
	}
	blkN := GP64()
	fb := GP64()
	ft := GP64()
	SHLQ(U8(32), f)
	ORQ(U32(64), f)
	if chunks {
		XORQ(blkN, blkN)
		Label(name + "_block")
	}
	Comment("Quarter q of each input's block into lane L of blk[q].")
	for q := 0; q < 4; q++ {
		VMOVDQU(Mem{Base: in, Index: offs[0], Scale: 1, Disp: 16 * q}, blk[q].AsX())
		for l := 1; l < 4; l++ {
			VINSERTI32X4(U8(l), Mem{Base: in, Index: offs[l], Scale: 1, Disp: 16 * q}, blk[q], blk[q])
		}
	}
	VBROADCASTI32X4(ivRow, c)
	if chunks {
		MOVQ(f, fb)
		MOVQ(f, ft)
		BTSQ(U8(32), ft) // chunk start
		TESTQ(blkN, blkN)
		CMOVQEQ(ft, fb)
		MOVQ(fb, ft)
		BTSQ(U8(33), ft) // chunk end
		CMPQ(blkN, U8(15))
		CMOVQEQ(ft, fb)
		VPBROADCASTQ(fb, d)
	} else {
		VPBROADCASTQ(f, d)
	}
	VPBLENDMQ(d, ctr, k3, d)
	rowRounds4(a, b, c, d, blk)
	VPXORD(c, a, a)
	VPXORD(d, b, b)
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blkN)
		CMPQ(blkN, U8(16))
		JNE(LabelRef(name + "_block"))
	}
	out := Load(Param("out"), GP64())
	done := name + "_done"
	for i := 0; i < 4; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		if i == 0 {
			VMOVDQU(a.AsX(), Mem{Base: out})
			VMOVDQU(b.AsX(), Mem{Base: out, Disp: 16})
		} else {
			VEXTRACTI32X4(U8(i), a, Mem{Base: out, Disp: 32 * i})
			VEXTRACTI32X4(U8(i), b, Mem{Base: out, Disp: 32*i + 16})
		}
	}
	Label(done)
	VZEROUPPER()
	RET()
}

var rows4CtrAdd Mem

func rows4CtrConstants() {
	rows4CtrAdd = GLOBL("rows4_ctr_add", RODATA|NOPTR)
	for i := 0; i < 8; i++ {
		v := uint64(0)
		if i%2 == 0 {
			v = uint64(i / 2)
		}
		DATA(8*i, U64(v))
	}
}

// ---------------------------------------------------------------------------
// AVX-512, 16 lanes, software-pipelined chunk kernel: while the rounds of
// block b run on the state (Z0..Z15) with message words read as memory
// operands from one stack buffer, the sixteen rows of block b+1 are loaded
// into Z16..Z31, transposed there and stored to the other buffer. The
// transpose then overlaps the rounds instead of stalling each block on 64
// port-5 shuffles. Pairs are shuffled in place without a spare register by
// parking one operand in a stack slot and reading it as a memory operand.

// prefetchBlocks is how many blocks ahead the 16-lane chunk kernel
// prefetches. Hashing 512 MiB from memory, min of 8 runs, 3-6 alternating
// rounds (2026-11-30): 2 blocks 93-104 ms, 3 blocks 94-95, 4 blocks 87-96,
// 6 blocks 88-95, 8 blocks 86-99. The AVX2 (8-lane) and SSE4.1 (4-lane)
// chunk kernels prefetch as far; for them 2, 4 and 8 blocks measured alike
// (docs/results/2026-12-01-cli-held-levels).
const prefetchBlocks = 4

// pipeOp is one queued instruction group of the next block's transpose.
type pipeOp func()

// transposeOps returns the transpose of the sixteen rows loaded from
// base+off[i] into Z16..Z31, ending with the sixteen message words stored
// to dst+64*k, as a queue of instruction groups. With each load it
// prefetches pf+off[i]: the kernel points pf at the block prefetchBlocks
// after the one running (wrapping into the next group of chunks), because
// sixteen lanes 1 KiB apart are four streams per 4 KiB page, more than the
// L2 streamer follows (one per page), so inputs that come from memory rather
// than cache stall without it.
func transposeOps(base, pf Register, offs Mem, t Register, slots Mem, dst func() Register) []pipeOp {
	var q []pipeOp
	rows := make([]VecPhysical, 16)
	copy(rows, zregs[16:32])
	for i := 0; i < 16; i++ {
		i := i
		q = append(q, func() {
			MOVQ(offs.Offset(8*i), t)
			VMOVDQU32(Mem{Base: base, Index: t, Scale: 1}, rows[i])
			PREFETCHT0(Mem{Base: pf, Index: t, Scale: 1})
		})
	}
	slot := 0
	pair := func(x, y VecPhysical, lo, hi func(m Op, x, d VecPhysical)) {
		s := slots.Offset(64 * (slot % 8))
		slot++
		q = append(q, func() {
			VMOVDQU32(y, s)
			hi(s, x, y)
			lo(s, x, x)
		})
	}
	uLoD := func(m Op, x, d VecPhysical) { VPUNPCKLDQ(m, x, d) }
	uHiD := func(m Op, x, d VecPhysical) { VPUNPCKHDQ(m, x, d) }
	uLoQ := func(m Op, x, d VecPhysical) { VPUNPCKLQDQ(m, x, d) }
	uHiQ := func(m Op, x, d VecPhysical) { VPUNPCKHQDQ(m, x, d) }
	s88 := func(m Op, x, d VecPhysical) { VSHUFI32X4(U8(0x88), m, x, d) }
	sDD := func(m Op, x, d VecPhysical) { VSHUFI32X4(U8(0xDD), m, x, d) }
	// Stage 1: rows (2p, 2p+1) -> lo in 2p, hi in 2p+1.
	for p := 0; p < 16; p += 2 {
		pair(rows[p], rows[p+1], uLoD, uHiD)
	}
	// Stage 2: within each group of four (a0 b0 a1 b1), (a0, a1) and (b0, b1).
	pos := make([]VecPhysical, 16)
	for g := 0; g < 16; g += 4 {
		a0, b0, a1, b1 := rows[g], rows[g+1], rows[g+2], rows[g+3]
		pair(a0, a1, uLoQ, uHiQ)
		pair(b0, b1, uLoQ, uHiQ)
		// c_{g/4, j}: j=0 a0, j=1 a1, j=2 b0, j=3 b1.
		pos[g], pos[g+1], pos[g+2], pos[g+3] = a0, a1, b0, b1
	}
	// Stages 3 and 4, per j.
	cols := make([]VecPhysical, 16)
	for j := 0; j < 4; j++ {
		c0, c1, c2, c3 := pos[j], pos[4+j], pos[8+j], pos[12+j]
		pair(c0, c1, s88, sDD) // c0 = s0, c1 = s1
		pair(c2, c3, s88, sDD) // c2 = s2, c3 = s3
		pair(c0, c2, s88, sDD) // c0 = col j, c2 = col 8+j
		pair(c1, c3, s88, sDD) // c1 = col 4+j, c3 = col 12+j
		cols[j], cols[8+j], cols[4+j], cols[12+j] = c0, c2, c1, c3
	}
	for k := 0; k < 16; k++ {
		k := k
		q = append(q, func() { VMOVDQU32(cols[k], Mem{Base: dst(), Disp: 64 * k}) })
	}
	return q
}

// rounds512m is rounds512 with message words as operands msg(k), calling
// hook after every group of four like operations.
func rounds512m(v []VecPhysical, msg func(k int) Op, hook func()) {
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		half := func(a, b, c, d [4]VecPhysical, mx, my [4]Op) {
			quad := func(op func(k int)) {
				for k := 0; k < 4; k++ {
					op(k)
				}
				hook()
			}
			step := func(m [4]Op, rd, rb int) {
				quad(func(k int) { VPADDD(m[k], a[k], a[k]) })
				quad(func(k int) { VPADDD(b[k], a[k], a[k]) })
				quad(func(k int) { VPXORD(a[k], d[k], d[k]) })
				quad(func(k int) { VPRORD(U8(rd), d[k], d[k]) })
				quad(func(k int) { VPADDD(d[k], c[k], c[k]) })
				quad(func(k int) { VPXORD(c[k], b[k], b[k]) })
				quad(func(k int) { VPRORD(U8(rb), b[k], b[k]) })
			}
			step(mx, 16, 12)
			step(my, 8, 7)
		}
		half([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Op{msg(s[0]), msg(s[2]), msg(s[4]), msg(s[6])}, [4]Op{msg(s[1]), msg(s[3]), msg(s[5]), msg(s[7])})
		half([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Op{msg(s[8]), msg(s[10]), msg(s[12]), msg(s[14])}, [4]Op{msg(s[9]), msg(s[11]), msg(s[13]), msg(s[15])})
	}
}

func genHashChunks512Pipe() {
	name := "hashChunksAVX512"
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
	Doc(name+" hashes n >= 1 whole chunks from in, with chunk counters",
		"counter..counter+n-1, writing their chaining values to out[0:32*n]. It",
		"runs groups of 16 lanes (the last group may be partial); between full",
		"groups the first block of the next group is transposed during the last",
		"block of the current one.")
	Pragma("noescape")
	in := Load(Param("in"), GP64())
	nrem := Load(Param("n"), GP64())
	f := Load(Param("flags"), GP32())
	scr := alignedScratch(256+2048+512+64, 64)
	offs, ctrLo, ctrHi := scr, scr.Offset(128), scr.Offset(192)
	slots := scr.Offset(256 + 2048)
	// Spill slots for values used once per group.
	keyS, outS, ctrS, primedS, lastS := scr.Offset(2816), scr.Offset(2824), scr.Offset(2832), scr.Offset(2840), scr.Offset(2848)
	t := GP64()
	Load(Param("key"), t)
	MOVQ(t, keyS)
	Load(Param("out"), t)
	MOVQ(t, outS)
	Load(Param("counter"), t)
	MOVQ(t, ctrS)
	MOVQ(U32(0), primedS)
	v := zregs[:16]
	cur, nxt := GP64(), GP64()
	LEAQ(scr.Offset(256), cur)
	LEAQ(scr.Offset(256+1024), nxt)
	blk := GP64()
	nb := GP64()
	fb := GP32()
	ft := GP32()

	Label(name + "_group")
	Comment("Lane offsets for this group: min(i, lanes-1) * 1024.")
	lanesR := GP64()
	MOVQ(U32(16), lanesR)
	CMPQ(nrem, lanesR)
	CMOVQLT(nrem, lanesR)
	laneOffsets(lanesR, 16, 10, offs)
	Comment("The block after block 15: block 0 of a full next group, else block 15 again.")
	MOVQ(U32(960), t)
	MOVQ(U32(16384), nb)
	CMPQ(nrem, U8(32))
	CMOVQGE(nb, t)
	MOVQ(t, lastS)
	Comment("Counter words for lanes 0..15, carrying into the high word.")
	ctr := GP64()
	MOVQ(ctrS, ctr)
	laneCounters(ctr, Z8, Z9, Z10, Z11)
	VMOVDQU32(Z9, ctrLo)
	VMOVDQU32(Z10, ctrHi)
	key := GP64()
	MOVQ(keyS, key)
	for i := 0; i < 8; i++ {
		VPBROADCASTD(Mem{Base: key, Disp: 4 * i}, v[i])
	}
	CMPQ(primedS, U8(0))
	JNE(LabelRef(name + "_primed"))
	Comment("Transpose block 0.")
	LEAQ(Mem{Base: in, Disp: 64}, fb.As64())
	for _, op := range transposeOps(in, fb.As64(), offs, t, slots, func() Register { return cur }) {
		op()
	}
	Label(name + "_primed")
	XORQ(blk, blk)
	Label(name + "_block")
	Comment("nb = in + 64*(blk+1), or the block after block 15: the block transposed during this one.")
	MOVQ(blk, nb)
	INCQ(nb)
	SHLQ(U8(6), nb)
	CMPQ(blk, U8(15))
	CMOVQEQ(lastS, nb)
	ADDQ(in, nb)
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	VMOVDQU32(ctrLo, v[12])
	VMOVDQU32(ctrHi, v[13])
	VPBROADCASTD(blen64, v[14])
	blockFlags(f, fb, ft, blk)
	VPBROADCASTD(fb, v[15])
	Comment(fmt.Sprintf("pf = the block %d after this one: in + 64*(blk+%d), or for blk >= %d the", prefetchBlocks, prefetchBlocks, 16-prefetchBlocks),
		fmt.Sprintf("next group's block blk-%d, so that a group's first blocks are fetched early too.", 16-prefetchBlocks))
	pf := fb.As64()
	MOVQ(blk, pf)
	SHLQ(U8(6), pf)
	LEAQ(Mem{Base: pf, Disp: prefetchBlocks * 64}, pf)
	LEAQ(Mem{Base: pf, Disp: 16384 - 1024}, ft.As64())
	CMPQ(blk, U8(16-prefetchBlocks))
	CMOVQCC(ft.As64(), pf)
	ADDQ(in, pf)
	q := transposeOps(nb, pf, offs, t, slots, func() Register { return nxt })
	// Spread the queue over the 7*2*2*7 = 196 quads, loads first.
	quads := 196
	emitted := 0
	count := 0
	hook := func() {
		count++
		want := (count*len(q) + quads - 1) / quads
		for emitted < want && emitted < len(q) {
			q[emitted]()
			emitted++
		}
	}
	rounds512m(v, func(k int) Op { return Mem{Base: cur, Disp: 64 * k} }, hook)
	for emitted < len(q) {
		q[emitted]()
		emitted++
	}
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	XCHGQ(cur, nxt)
	INCQ(blk)
	CMPQ(blk, U8(16))
	JNE(LabelRef(name + "_block"))
	out := GP64()
	MOVQ(outS, out)
	storeCVsTo(name, out, nrem, v[:8], Z16)
	Comment("Next group: the next block was pre-transposed only if this group was followed by a full one.")
	XORQ(t, t)
	CMPQ(nrem, U8(32))
	SETGE(t.As8())
	MOVQ(t, primedS)
	ADDQ(U32(512), outS)
	ADDQ(U32(16), ctrS)
	ADDQ(U32(16384), in)
	SUBQ(U8(16), nrem)
	JG(LabelRef(name + "_group"))
	VZEROUPPER()
	RET()
}

// genXOF writes up to lanes extended-output blocks at consecutive counters
// on the 16-register ISAs: the block's words are broadcast into the message
// scratch, the state is the shared CV and per-lane counters, and the
// sixteen output words per lane are transposed back to 64-byte rows.
func (w *w16) genXOF() {
	name := "xof" + w.name
	TEXT(name, 0, "func(out *byte, n int, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(fmt.Sprintf("%s writes n (1 <= n <= %d) 64-byte output blocks to out: block i is", name, w.lanes),
		"the full output of compressing block into cv with counter counter+i.")
	Pragma("noescape")
	vb := w.vb
	out := Load(Param("out"), GP64())
	n := Load(Param("n"), GP64())
	cvp := Load(Param("cv"), GP64())
	bp := Load(Param("block"), GP64())
	scr := alignedScratch(29*vb, 32)
	msg := func(k int) Mem { return scr.Offset(k * vb) }
	cvm := func(k int) Mem { return scr.Offset((16 + k) * vb) }
	ctrLo, ctrHi, spill := scr.Offset(24*vb), scr.Offset(25*vb), scr.Offset(26*vb)
	r16m, r8m := scr.Offset(27*vb), scr.Offset(28*vb)
	R := w.regs
	w.load(rot16, R[0])
	w.store(R[0], r16m)
	w.load(rot8, R[0])
	w.store(R[0], r8m)
	w.laneCounters(R, ctrLo, ctrHi)
	word := GP32()
	for i := 0; i < 16; i++ {
		MOVL(Mem{Base: bp, Disp: 4 * i}, word)
		w.bcast32(word, R[0])
		w.store(R[0], msg(i))
	}
	for i := 0; i < 8; i++ {
		MOVL(Mem{Base: cvp, Disp: 4 * i}, word)
		w.bcast32(word, R[0])
		w.store(R[0], cvm(i))
	}
	v := R
	for i := 0; i < 8; i++ {
		w.load(cvm(i), v[i])
	}
	for i := 0; i < 4; i++ {
		w.load(ivBcast.Offset(32*i), v[8+i])
	}
	w.load(ctrLo, v[12])
	w.load(ctrHi, v[13])
	bl := Load(Param("blockLen"), GP32())
	w.bcast32(bl, v[14])
	fl := Load(Param("flags"), GP32())
	w.bcast32(fl, v[15])
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		s := sched[r]
		mm := func(i int) Mem { return msg(s[i]) }
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[4], v[5], v[6], v[7]},
			[4]VecPhysical{v[8], v[9], v[10], v[11]}, [4]VecPhysical{v[12], v[13], v[14], v[15]},
			[4]Mem{mm(0), mm(2), mm(4), mm(6)}, [4]Mem{mm(1), mm(3), mm(5), mm(7)}, spill, r16m, r8m)
		w.g([4]VecPhysical{v[0], v[1], v[2], v[3]}, [4]VecPhysical{v[5], v[6], v[7], v[4]},
			[4]VecPhysical{v[10], v[11], v[8], v[9]}, [4]VecPhysical{v[15], v[12], v[13], v[14]},
			[4]Mem{mm(8), mm(10), mm(12), mm(14)}, [4]Mem{mm(9), mm(11), mm(13), mm(15)}, spill, r16m, r8m)
	}
	Comment("Output words: v[i]^v[i+8] and v[i+8]^cv[i]; park them in the message scratch.")
	for i := 0; i < 8; i++ {
		w.xor(v[8+i], v[i])
		w.xor(cvm(i), v[8+i])
	}
	for i := 0; i < 16; i++ {
		w.store(v[i], msg(i))
	}
	Comment("Transpose four words at a time, park the rows, store the first n.")
	done := name + "_done"
	for g := 0; g < 4; g++ {
		rows := []VecPhysical{R[0], R[1], R[2], R[3]}
		for j := 0; j < 4; j++ {
			w.load(msg(4*g+j), rows[j])
		}
		w.transpose4(rows, R[4])
		// rows[j]: lane j's words 4g..4g+3 (and lane 4+j's in the high
		// half under AVX2).
		for j := 0; j < 4; j++ {
			w.store(rows[j], msg(4*g+j))
		}
	}
	for i := 0; i < w.lanes; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		for g := 0; g < 4; g++ {
			src := msg(4*g + i%4)
			if i >= 4 {
				src = src.Offset(16)
			}
			w.load(src, X0)
			w.store(X0, Mem{Base: out, Disp: 64*i + 16*g})
		}
	}
	Label(done)
	if w.avx {
		VZEROUPPER()
	}
	RET()
}

// laneCounters sets lo and hi to the low and high words of the chunk
// counters ctr+0, ctr+1, ... (one per lane), carrying into the high word. It
// uses base and ones as scratch and shifts ctr right by 32.
func laneCounters(ctr GPVirtual, base, lo, hi, ones VecPhysical) {
	VPBROADCASTD(ctr.As32(), base)
	VPADDD(iota16, base, lo)
	VPCMPUD(U8(1), base, lo, K1)
	SHRQ(U8(32), ctr)
	VPBROADCASTD(ctr.As32(), hi)
	VPTERNLOGD(U8(0xff), ones, ones, ones)
	VPSUBD(ones, hi, K1, hi)
}

// blockFlags sets fb to the flags f of block blk of a chunk: CHUNK_START
// added for block 0, CHUNK_END for block 15. It uses ft as scratch.
func blockFlags(f, fb, ft, blk Register) {
	MOVL(f, fb)
	MOVL(f, ft)
	ORL(U32(flagChunkStart), ft)
	TESTQ(blk, blk)
	CMOVLEQ(ft, fb)
	MOVL(fb, ft)
	ORL(U32(flagChunkEnd), ft)
	CMPQ(blk, U8(15))
	CMOVLEQ(ft, fb)
}

// spareRegs returns the registers of pool that m does not hold, in pool
// order.
func spareRegs(pool, m []VecPhysical) []VecPhysical {
	used := map[VecPhysical]bool{}
	for _, r := range m {
		used[r] = true
	}
	var free []VecPhysical
	for _, r := range pool {
		if !used[r] {
			free = append(free, r)
		}
	}
	return free
}

// gRowAVX512 runs the G function on the four columns held in rows a, b, c,
// d (one word per column, in lanes), adding message vectors mx then my.
func gRowAVX512(a, b, c, d VecPhysical, mx, my Op) {
	VPADDD(mx, a, a)
	VPADDD(b, a, a)
	VPXORD(a, d, d)
	VPRORD(U8(16), d, d)
	VPADDD(d, c, c)
	VPXORD(c, b, b)
	VPRORD(U8(12), b, b)
	VPADDD(my, a, a)
	VPADDD(b, a, a)
	VPXORD(a, d, d)
	VPRORD(U8(8), d, d)
	VPADDD(d, c, c)
	VPXORD(c, b, b)
	VPRORD(U8(7), b, b)
}

// blockRounds512 compresses one block on 16 lanes or fewer: it puts the
// state's v8..v15 in the eight registers of pool that the message words m
// leave free and sets them (IV, counters from ctrLo/ctrHi for chunks, else
// zero, block length, flags f plus the chunk flags of block blk), runs the
// seven rounds and feeds forward into v0..v7. For chunks it then advances in
// by a block and loops to name_block until blk reaches 16.
func blockRounds512(name string, chunks bool, v, m, pool []VecPhysical, ctrLo, ctrHi Mem, f, fb, ft, blk, in Register) {
	free := spareRegs(pool, m)
	if len(free) != 8 {
		panic(fmt.Sprint("free registers: ", len(free)))
	}
	copy(v[8:], free)
	for i := 0; i < 4; i++ {
		VPBROADCASTD(ivRow.Offset(4*i), v[8+i])
	}
	if chunks {
		VMOVDQU32(ctrLo, v[12])
		VMOVDQU32(ctrHi, v[13])
		blockFlags(f, fb, ft, blk)
		VPBROADCASTD(fb, v[15])
	} else {
		VPXORD(v[12], v[12], v[12])
		VPXORD(v[13], v[13], v[13])
		VPBROADCASTD(f, v[15])
	}
	VPBROADCASTD(blen64, v[14])
	rounds512(v, m)
	for i := 0; i < 8; i++ {
		VPXORD(v[8+i], v[i], v[i])
	}
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blk)
		CMPQ(blk, U8(16))
		JNE(LabelRef(name + "_block"))
	}
}

// laneCounters stores the low and high words of the chunk counters
// counter+0, counter+1, ... (one per lane; the counter parameter) to ctrLo
// and ctrHi, carrying into the high word, using R[0..4] as scratch.
func (w *w16) laneCounters(R []VecPhysical, ctrLo, ctrHi Mem) {
	Comment("Counter words for each lane, carrying into the high word.")
	ctr := GP64()
	Load(Param("counter"), ctr)
	w.bcast32(ctr.As32(), R[0])
	w.load(iota16, R[1])
	w.add(R[0], R[1]) // lo
	SHRQ(U8(32), ctr)
	w.bcast32(ctr.As32(), R[2])
	// carry = lo < base (unsigned): flip sign bits and compare signed.
	sb := GP32()
	MOVL(U32(0x80000000), sb)
	w.bcast32(sb, R[3])
	if w.avx {
		VPXOR(R[3], R[0], R[0])
		VPXOR(R[3], R[1], R[4])
		VPCMPGTD(R[4], R[0], R[0])
		VPSUBD(R[0], R[2], R[2])
	} else {
		PXOR(R[3], R[0])
		MOVO(R[1], R[4])
		PXOR(R[3], R[4])
		PCMPGTL(R[4], R[0])
		PSUBL(R[0], R[2])
	}
	w.store(R[1], ctrLo)
	w.store(R[2], ctrHi)
}

// kernelHeader declares hashChunks+suffix (chunks) or hashParents+suffix,
// taking 1 to lanes inputs, and returns its name.
func kernelHeader(suffix string, lanes int, chunks bool) string {
	if chunks {
		name := "hashChunks" + suffix
		TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, counter uint64, flags uint32, out *byte)")
		Doc(fmt.Sprintf("%s hashes n whole chunks (1 <= n <= %d) from in, with chunk counters", name, lanes),
			"counter..counter+n-1, writing their chaining values to out[0:32*n].")
		Pragma("noescape")
		return name
	}
	name := "hashParents" + suffix
	TEXT(name, 0, "func(in *byte, n int, key *[8]uint32, flags uint32, out *byte)")
	Doc(fmt.Sprintf("%s hashes n parent blocks (1 <= n <= %d) from in, writing their", name, lanes),
		"chaining values to out[0:32*n].")
	Pragma("noescape")
	return name
}

// ---------------------------------------------------------------------------
// AVX2 row-wise, up to four inputs: each 128-bit lane of a YMM state holds
// the four rows of one input, and two such states (inputs 0, 1 in Y0..Y3,
// inputs 2, 3 in Y4..Y7) run interleaved, so four compressions take about
// the latency of one. Each input's block is stored by quarters to stack
// scratch, and every message vector is built by in-lane VPSHUFDs from there,
// one per source quarter (the plan of the AVX-512 r4 kernel), merged by
// VPBLENDD. One or two inputs run on the first state alone, faster than
// with the second idle (docs/results/2026-12-01-blake3-forced-levels).

func genHashManyRowsAVX2(chunks bool) {
	name := kernelHeader("AVX2r4", 4, chunks)
	in, n, key, f, offs := rowsArgs(chunks)
	sc := alignedScratch(320, 32)
	ctrM := func(ch int) Mem { return sc.Offset(256 + 32*ch) }
	st := [2][4]VecPhysical{{Y0, Y1, Y2, Y3}, {Y4, Y5, Y6, Y7}}
	tmp, rt, r16 := Y12, [2]VecPhysical{Y13, Y14}, Y15
	VMOVDQU(rot16, r16)
	VBROADCASTI128(Mem{Base: key}, Y0)
	VBROADCASTI128(Mem{Base: key, Disp: 16}, Y1)
	VMOVDQA(Y0, Y4)
	VMOVDQA(Y1, Y5)
	if chunks {
		Comment("Counters counter+L in qword 2(L mod 2) of the state of inputs L.")
		c64 := GP64()
		Load(Param("counter"), c64)
		VMOVQ(c64, tmp.AsX())
		VPBROADCASTQ(tmp.AsX(), tmp)
		VPADDQ(rows4CtrAdd, tmp, rt[0])
		VMOVDQU(rt[0], ctrM(0))
		VPADDQ(rows4CtrAdd.Offset(32), tmp, rt[0])
		VMOVDQU(rt[0], ctrM(1))
	} else {
		ORQ(U32(flagParent), f)
		VPXOR(tmp, tmp, tmp)
		VMOVDQU(tmp, ctrM(0))
		VMOVDQU(tmp, ctrM(1))
	}
	SHLQ(U8(32), f)
	ORQ(U32(64), f)
	done := name + "_done"
	one := name + "_one"
	CMPQ(n, U8(2))
	JLE(LabelRef(one))
	rowsAVX2Blocks(name, chunks, 2, in, n, f, offs, st, sc)
	JMP(LabelRef(done))
	Label(one)
	rowsAVX2Blocks(one, chunks, 1, in, n, f, offs, st, sc)
	Label(done)
	VZEROUPPER()
	RET()
}

// rowsAVX2Blocks emits the block loop of genHashManyRowsAVX2 on the first
// states of its two (one state for at most two inputs, two for three or
// four) and stores the first n chaining values.
func rowsAVX2Blocks(name string, chunks bool, states int, in, n, f Register, offs []Register, st [2][4]VecPhysical, sc Mem) {
	qm := func(ch, q int) Mem { return sc.Offset(128*ch + 32*q) }
	ctrM := func(ch int) Mem { return sc.Offset(256 + 32*ch) }
	tmp, rt, r16 := Y12, [2]VecPhysical{Y13, Y14}, Y15
	blkN := GP64()
	fb := GP64()
	ft := GP64()
	if chunks {
		XORQ(blkN, blkN)
		Label(name + "_block")
	}
	Comment("Quarter q of the blocks of inputs 2ch, 2ch+1 to scratch (ch, q).")
	for ch := 0; ch < states; ch++ {
		for q := 0; q < 4; q++ {
			VMOVDQU(Mem{Base: in, Index: offs[2*ch], Scale: 1, Disp: 16 * q}, tmp.AsX())
			VINSERTI128(U8(1), Mem{Base: in, Index: offs[2*ch+1], Scale: 1, Disp: 16 * q}, tmp, tmp)
			VMOVDQU(tmp, qm(ch, q))
		}
	}
	VBROADCASTI128(ivRow, Y2)
	if states == 2 {
		VMOVDQA(Y2, Y6)
	}
	if chunks {
		MOVQ(f, fb)
		MOVQ(f, ft)
		BTSQ(U8(32), ft) // chunk start
		TESTQ(blkN, blkN)
		CMOVQEQ(ft, fb)
		MOVQ(fb, ft)
		BTSQ(U8(33), ft) // chunk end
		CMPQ(blkN, U8(15))
		CMOVQEQ(ft, fb)
		VMOVQ(fb, tmp.AsX())
	} else {
		VMOVQ(f, tmp.AsX())
	}
	VPBROADCASTQ(tmp.AsX(), tmp)
	VPBLENDD(U8(0x33), ctrM(0), tmp, Y3)
	if states == 2 {
		VPBLENDD(U8(0x33), ctrM(1), tmp, Y7)
	}
	// A group whose words already sit at their positions in the quarter
	// needs no VPSHUFD: it is loaded, or blended from memory.
	msg := func(mv VecPhysical, r, k, ch int) {
		w := rowMsg(r, k)
		for i, s := range rows4Plan[r][k] {
			inPlace := true
			for j := 0; j < 4; j++ {
				if w[j]/4 == s.q && w[j]%4 != j {
					inPlace = false
				}
			}
			if i == 0 {
				if inPlace {
					VMOVDQU(qm(ch, s.q), mv)
				} else {
					VPSHUFD(U8(s.imm), qm(ch, s.q), mv)
				}
				continue
			}
			mask := 0
			for _, j := range rows4MaskPos[s.mask] {
				mask |= 0x11 << j
			}
			if inPlace {
				VPBLENDD(U8(mask), qm(ch, s.q), mv, mv)
				continue
			}
			VPSHUFD(U8(s.imm), qm(ch, s.q), tmp)
			VPBLENDD(U8(mask), tmp, mv, mv)
		}
	}
	both := func(op func(a, b, c, d, t VecPhysical)) {
		for ch := 0; ch < states; ch++ {
			op(st[ch][0], st[ch][1], st[ch][2], st[ch][3], rt[ch])
		}
	}
	mregs := [2][2]VecPhysical{{Y8, Y9}, {Y10, Y11}}
	half := func(m int, rotMem Op, sh int) {
		for ch := 0; ch < states; ch++ {
			VPADDD(mregs[ch][m], st[ch][0], st[ch][0])
		}
		both(func(a, b, c, d, t VecPhysical) { VPADDD(b, a, a) })
		both(func(a, b, c, d, t VecPhysical) { VPXOR(a, d, d) })
		both(func(a, b, c, d, t VecPhysical) { VPSHUFB(rotMem, d, d) })
		both(func(a, b, c, d, t VecPhysical) { VPADDD(d, c, c) })
		both(func(a, b, c, d, t VecPhysical) { VPXOR(c, b, b) })
		both(func(a, b, c, d, t VecPhysical) { VPSRLD(U8(sh), b, t) })
		both(func(a, b, c, d, t VecPhysical) { VPSLLD(U8(32-sh), b, b) })
		both(func(a, b, c, d, t VecPhysical) { VPOR(t, b, b) })
	}
	for r := 0; r < 7; r++ {
		Commentf("Round %d.", r+1)
		for h := 0; h < 2; h++ {
			for ch := 0; ch < states; ch++ {
				msg(mregs[ch][0], r, 2*h, ch)
				msg(mregs[ch][1], r, 2*h+1, ch)
			}
			half(0, r16, 12)
			half(1, rot8, 7)
			if h == 0 {
				both(func(a, b, c, d, t VecPhysical) {
					VPSHUFD(U8(0x93), a, a)
					VPSHUFD(U8(0x39), c, c)
					VPSHUFD(U8(0x4e), d, d)
				})
			} else {
				both(func(a, b, c, d, t VecPhysical) {
					VPSHUFD(U8(0x39), a, a)
					VPSHUFD(U8(0x93), c, c)
					VPSHUFD(U8(0x4e), d, d)
				})
			}
		}
	}
	both(func(a, b, c, d, t VecPhysical) {
		VPXOR(c, a, a)
		VPXOR(d, b, b)
	})
	if chunks {
		ADDQ(U32(64), in)
		INCQ(blkN)
		CMPQ(blkN, U8(16))
		JNE(LabelRef(name + "_block"))
	}
	out := Load(Param("out"), GP64())
	done := name + "_stored"
	for i := 0; i < 2*states; i++ {
		if i > 0 {
			CMPQ(n, U8(i))
			JLE(LabelRef(done))
		}
		a, b := st[i/2][0], st[i/2][1]
		if i%2 == 0 {
			VMOVDQU(a.AsX(), Mem{Base: out, Disp: 32 * i})
			VMOVDQU(b.AsX(), Mem{Base: out, Disp: 32*i + 16})
		} else {
			VEXTRACTI128(U8(1), a, Mem{Base: out, Disp: 32 * i})
			VEXTRACTI128(U8(1), b, Mem{Base: out, Disp: 32*i + 16})
		}
	}
	Label(done)
}
