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
//     compressSSE41 (PSHUFB rotations, PINSRD message schedule); and their
//     scalar twins on general registers, compressBMI2 and its chain and
//     one-chunk kernels (RORX rotations, registers assigned at generation
//     time), for CPUs whose vector operations take two cycles.
//
// One file per family: main.go (the tables, the constants and the order in
// which kernels are emitted, which fixes the .s byte for byte), common.go
// (helpers several families share), avx512.go (16 lanes on ZMM),
// avx512_chunks.go (the 16-lane chunk kernels), at.go (their variant for
// chunks at offsets, which can also copy them), avx512vl.go
// (8 and 4 lanes on YMM and XMM) and avx512vl_tail.go (the 8- and 16-lane
// chunk kernels with a partial chunk in some lanes), avx512_rows.go (row-wise single
// compressions), avx512_rows4.go and avx2_rows.go (row-wise, up to four
// inputs) with their twins for a partial chunk beside whole ones
// (avx512_rows4_tail.go, avx2_rows_tail.go) and for extended output
// (avx512_rows4_xof.go, avx2_rows_xof.go), w16.go (AVX2 and SSE4.1, 8 and 4 lanes, with their XOF kernels),
// sse41_rows.go (SSE4.1 row-wise), scalar.go (general registers), many.go (the lane kernels of
// Sum256Batch) and many_one.go (its group kernels for one-block messages).
package main

import (
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
	genHashChunks512()
	genHashChunks512Pipe()
	genHashChunks512x2()
	genHashMany512(false)
	genHashManyVL(8, true)
	genHashManyVL(8, false)
	genHashManyVL(4, true)
	genHashManyVL(4, false)
	rows4CtrConstants()
	planRows4()
	genHashManyRows4(true)
	genHashManyRows4(false)
	genHashChunksTailRows4()
	genXOFRows4()
	genHashChunksTailVL8()
	genHashChunksTail512()
	genXOF512()
	genCompress512()
	genCompressChain512()
	genSumChunk512()
	w8 := &w16{name: "AVX2", lanes: 8, vb: 32, avx: true, regs: yregs}
	w4 := &w16{name: "SSE41", lanes: 4, vb: 16, avx: false, regs: xregs}
	w8.genHashMany(true, false)
	w8.genHashMany(false, false)
	w4.genHashMany(true, false)
	w4.genHashMany(false, false)
	w8.genHashMany(true, true)
	w4.genHashMany(true, true)
	w8.genXOF()
	w4.genXOF()
	genCompressSSE41()
	genCompressChainSSE41()
	genSumChunkSSE41()
	genHashParentsSSE41x2()
	genXOFSSE41x2()
	genCompressBMI2()
	genCompressChainBMI2()
	genSumChunkBMI2()
	genHashManyRowsAVX2(true)
	genHashManyRowsAVX2(false)
	genHashChunksTailRowsAVX2()
	genXOFRowsAVX2()
	genManyAVX512()
	w8.genMany()
	w4.genMany()
	genHashChunksAt512(false)
	genHashChunksAt512(true)
	genHashChunksAt512x2()
	genPrefetchLinesAt()
	genManyOneAVX512()
	w8.genManyOne()
	w4.genManyOne()
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
