// Command _asm generates the multi-buffer SHA-512 block kernels of package
// sha512x: blocksAVX512 (eight lanes in ZMM registers) and blocksAVX2 (four
// lanes in YMM registers). Both have the contract of blocksGeneric.
package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

var roundK = [80]uint64{
	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
}

var (
	kTab  Mem // the 80 round constants
	k4Tab Mem // the 80 round constants, each four times (a YMM row each)
	bswap Mem // VPSHUFB control reversing the bytes of each quadword
	rotr8 Mem // VPSHUFB control rotating each quadword right by 8 bits
	one   Mem // uint64 1
	c128  Mem // uint64 128, the block size
)

// ternImm returns the VPTERNLOGQ immediate of f, where a is the destination
// operand (listed last in Go syntax), b the middle and c the first register.
func ternImm(f func(a, b, c bool) bool) U8 {
	var imm uint8
	for i := range 8 {
		if f(i&4 != 0, i&2 != 0, i&1 != 0) {
			imm |= 1 << i
		}
	}
	return U8(imm)
}

var (
	xor3 = ternImm(func(a, b, c bool) bool { return a != b != c })
	maj  = ternImm(func(a, b, c bool) bool { return a && b || a && c || b && c })
	// chA: a=g, b=e, c=f: e ? f : g.
	chA = ternImm(func(a, b, c bool) bool {
		if b {
			return c
		}
		return a
	})
)

func main() {
	ConstraintExpr("!purego")
	kTab = GLOBL("sha512xK", RODATA|NOPTR)
	for i, k := range roundK {
		DATA(8*i, U64(k))
	}
	k4Tab = GLOBL("sha512xK4", RODATA|NOPTR)
	for i, k := range roundK {
		for l := range 4 {
			DATA(32*i+8*l, U64(k))
		}
	}
	bswap = GLOBL("sha512xBswap", RODATA|NOPTR)
	for i := range 64 {
		DATA(i, U8(i&^7+7-i&7))
	}
	rotr8 = GLOBL("sha512xRotr8", RODATA|NOPTR)
	for i := range 32 {
		DATA(i, U8(i&^7+(i+1)&7))
	}
	one = GLOBL("sha512xOne", RODATA|NOPTR)
	DATA(0, U64(1))
	c128 = GLOBL("sha512xBlock", RODATA|NOPTR)
	DATA(0, U64(128))
	avx512()
	avx2()
	Generate()
}

// avx512 hashes eight lanes, one per quadword of a ZMM register. Z0-Z7 hold
// the working variables, Z8-Z23 the 16 message-schedule words, Z24-Z31 are
// scratch. The lanes' pointers and counts live in locals; K1 marks the lanes
// with blocks left.
func avx512() {
	TEXT("blocksAVX512", NOSPLIT, "func(h *[8][8]uint64, p *[3][8]*byte, n *[3][8]uint64)")
	Pragma("noescape")
	Doc("blocksAVX512 is blocksGeneric for eight lanes with AVX-512.")
	// Per segment j: the lanes' pointers ps[j] and blocks left ns[j].
	ps := []Mem{AllocLocal(64), AllocLocal(64), AllocLocal(64)}
	ns := []Mem{AllocLocal(64), AllocLocal(64), AllocLocal(64)}
	cur := AllocLocal(64) // each lane's next block
	hp := Load(Param("h"), RAX)
	pp := Load(Param("p"), RBX)
	np := Load(Param("n"), RCX)
	for j := range 3 {
		VMOVDQU64(Mem{Base: pp, Disp: 64 * j}, Z24)
		VMOVDQU64(Z24, ps[j])
		VMOVDQU64(Mem{Base: np, Disp: 64 * j}, Z24)
		VMOVDQU64(Z24, ns[j])
	}

	S := []VecPhysical{Z0, Z1, Z2, Z3, Z4, Z5, Z6, Z7}
	W := []VecPhysical{Z8, Z9, Z10, Z11, Z12, Z13, Z14, Z15, Z16, Z17, Z18, Z19, Z20, Z21, Z22, Z23}
	T := []VecPhysical{Z24, Z25, Z26, Z27, Z28, Z29, Z30, Z31}
	lp := []GPPhysical{RBX, RCX, RDX, RSI, RDI, R8, R9, R10}

	Label("avx512_loop")
	Comment("K2, K3, K4: lanes in segment 0, 1, 2; K1: lanes with a block left.")
	VMOVDQU64(ns[0], T[0])
	VMOVDQU64(ns[1], T[1])
	VMOVDQU64(ns[2], T[2])
	VPTESTMQ(T[0], T[0], K2)
	VPTESTMQ(T[1], T[1], K3)
	VPTESTMQ(T[2], T[2], K4)
	KORB(K3, K2, K1)
	KORB(K4, K1, K1)
	KORTESTB(K1, K1)
	JZ(LabelRef("avx512_done"))
	KANDNB(K3, K2, K3)
	KORB(K3, K2, K5)
	KANDNB(K4, K5, K4)
	VMOVDQU64(ps[2], T[3])
	VMOVDQU64(ps[1], K3, T[3])
	VMOVDQU64(ps[0], K2, T[3])
	VMOVDQU64(T[3], cur)

	Comment("Load the lanes' blocks and transpose them: W[j] holds word j of every lane.")
	for i, r := range lp {
		MOVQ(cur.Offset(8*i), r)
	}
	G1, G2 := S, T
	for half := range 2 {
		for i, r := range lp {
			VMOVDQU64(Mem{Base: r, Disp: 64 * half}, G1[i])
			VPSHUFB(bswap, G1[i], G1[i])
		}
		// G2[2k+hi] interleaves rows 2k and 2k+1: quadwords 2c+hi of both
		// in 128-bit chunk c.
		for k := range 4 {
			VPUNPCKLQDQ(G1[2*k+1], G1[2*k], G2[2*k])
			VPUNPCKHQDQ(G1[2*k+1], G1[2*k], G2[2*k+1])
		}
		// G1[4q+2hi+sel] gathers chunks sel and sel+2 of row pairs 2q and
		// 2q+1.
		for q := range 2 {
			for hi := range 2 {
				for sel := range 2 {
					s0, s1 := sel, sel+2
					imm := s0 | s1<<2 | s0<<4 | s1<<6
					VSHUFI64X2(U8(imm), G2[4*q+2+hi], G2[4*q+hi], G1[4*q+2*hi+sel])
				}
			}
		}
		for hi := range 2 {
			for sel := range 2 {
				for j := range 2 {
					imm := j | (j+2)<<2 | j<<4 | (j+2)<<6
					word := 2*(sel+2*j) + hi
					VSHUFI64X2(U8(imm), G1[4+2*hi+sel], G1[2*hi+sel], W[8*half+word])
				}
			}
		}
	}
	for w, r := range S {
		VMOVDQU64(Mem{Base: hp, Disp: 64 * w}, r)
	}

	// Rounds 0-63 run as four passes of a 16-round loop body that also
	// computes W[t+16] into the register of W[t] once round t has used it;
	// rounds 64-79 follow without schedule. Sixteen rounds bring the names
	// of the working variables back to their registers, and keep the code
	// small enough for the decoded-uop cache.
	kp, pass := R11, R12
	LEAQ(kTab, kp)
	MOVQ(U32(4), pass)
	Label("avx512_rounds")
	for j := range 16 {
		round512(S, W, T, j, Mem{Base: kp, Disp: 8 * j}, true)
	}
	ADDQ(U32(16*8), kp)
	DECQ(pass)
	JNZ(LabelRef("avx512_rounds"))
	for j := range 16 {
		round512(S, W, T, j, Mem{Base: kp, Disp: 8 * j}, false)
	}

	Comment("Add the chaining values of the lanes with blocks left; advance them.")
	for w, r := range S {
		m := Mem{Base: hp, Disp: 64 * w}
		VPADDQ(m, r, r)
		VMOVDQU64(r, K1, m)
	}
	for j, k := range []OpmaskPhysical{K2, K3, K4} {
		VMOVDQU64(ns[j], T[0])
		VPSUBQ_BCST(one, T[0], k, T[0])
		VMOVDQU64(T[0], ns[j])
		VMOVDQU64(ps[j], T[1])
		VPADDQ_BCST(c128, T[1], k, T[1])
		VMOVDQU64(T[1], ps[j])
	}
	JMP(LabelRef("avx512_loop"))

	Label("avx512_done")
	VZEROUPPER()
	RET()
}

// round512 emits round j (mod 16) of a pass: the working variables are S
// renamed j times, k addresses the round constant. With sched it then
// replaces W[j] by the schedule word 16 rounds on.
//
// The sums are ordered for the rounds' chain of dependencies: Ch(e, f, g),
// one ternary logic from e, is added to h + K + W before Sigma1(e), which
// takes a rotation more, and Maj before Sigma0 likewise, so that from e to
// the new e there are four dependent operations (a rotation, a ternary
// logic, two additions) with no addition more.
func round512(S, W, T []VecPhysical, j int, k Mem, sched bool) {
	v := make([]VecPhysical, 8)
	for i := range v {
		v[(i+j)%8] = S[i]
	}
	Commentf("round j=%d", j)
	a, b, c, d, e, f, g, h := v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]
	VPADDQ_BCST(k, W[j], T[0])
	VPADDQ(T[0], h, h)
	VMOVDQA64(g, T[4])
	VPTERNLOGQ(chA, f, e, T[4])
	VPADDQ(T[4], h, h)
	VPRORQ(U8(14), e, T[1])
	VPRORQ(U8(18), e, T[2])
	VPRORQ(U8(41), e, T[3])
	VPTERNLOGQ(xor3, T[3], T[2], T[1])
	VPADDQ(T[1], h, h)
	VPADDQ(h, d, d)
	VMOVDQA64(a, T[0])
	VPTERNLOGQ(maj, c, b, T[0])
	VPRORQ(U8(28), a, T[5])
	VPRORQ(U8(34), a, T[6])
	VPRORQ(U8(39), a, T[7])
	VPTERNLOGQ(xor3, T[7], T[6], T[5])
	VPADDQ(T[0], h, h)
	VPADDQ(T[5], h, h)
	if !sched {
		return
	}
	Commentf("W[j+16]")
	x, y, wt := W[(j+1)%16], W[(j+14)%16], W[j]
	VPRORQ(U8(1), x, T[0])
	VPRORQ(U8(8), x, T[2])
	VPSRLQ(U8(7), x, T[3])
	VPTERNLOGQ(xor3, T[3], T[2], T[0])
	VPRORQ(U8(19), y, T[4])
	VPRORQ(U8(61), y, T[6])
	VPSRLQ(U8(6), y, T[7])
	VPTERNLOGQ(xor3, T[7], T[6], T[4])
	VPADDQ(T[0], wt, wt)
	VPADDQ(W[(j+9)%16], wt, wt)
	VPADDQ(T[4], wt, wt)
}

// avx2 hashes four lanes, one per quadword of a YMM register. Y0-Y7 hold the
// working variables, Y8-Y13 are scratch, Y14 and Y15 carry b^c from round to
// round for Maj; the message schedule lives in a 16-word ring on the stack.
func avx2() {
	// Not NOSPLIT: the ring makes the frame too large to lean on the
	// caller's stack guard.
	TEXT("blocksAVX2", 0, "func(h *[8][8]uint64, p *[3][8]*byte, n *[3][8]uint64)")
	Pragma("noescape")
	Doc("blocksAVX2 is blocksGeneric for four lanes with AVX2.")
	ring := AllocLocal(16 * 32)
	// Per segment j: the lanes' pointers ps[j], blocks left ns[j], and
	// act[j], all ones in the lanes hashing from segment j this block.
	ps := []Mem{AllocLocal(32), AllocLocal(32), AllocLocal(32)}
	ns := []Mem{AllocLocal(32), AllocLocal(32), AllocLocal(32)}
	act := []Mem{AllocLocal(32), AllocLocal(32), AllocLocal(32)}
	cur := AllocLocal(32) // each lane's next block
	idle := AllocLocal(32)
	hp := Load(Param("h"), RAX)
	pp := Load(Param("p"), RBX)
	np := Load(Param("n"), RCX)
	for j := range 3 {
		VMOVDQU(Mem{Base: pp, Disp: 64 * j}, Y8)
		VMOVDQU(Y8, ps[j])
		VMOVDQU(Mem{Base: np, Disp: 64 * j}, Y8)
		VMOVDQU(Y8, ns[j])
	}

	S := []VecPhysical{Y0, Y1, Y2, Y3, Y4, Y5, Y6, Y7}
	T := []VecPhysical{Y8, Y9, Y10, Y11, Y12, Y13}
	lp := []GPPhysical{RBX, RCX, RDX, RSI}
	wm := func(j int) Mem { return ring.Offset(32 * (j % 16)) }

	Label("avx2_loop")
	VMOVDQU(ns[0], T[0])
	VMOVDQU(ns[1], T[1])
	VMOVDQU(ns[2], T[2])
	VPOR(T[1], T[0], T[3])
	VPOR(T[2], T[3], T[3])
	VPTEST(T[3], T[3])
	JZ(LabelRef("avx2_done"))
	Comment("T0-T2: all ones where segment j is done.")
	VPXOR(T[3], T[3], T[3])
	VPCMPEQQ(T[3], T[0], T[0])
	VPCMPEQQ(T[3], T[1], T[1])
	VPCMPEQQ(T[3], T[2], T[2])
	VPANDN(T[0], T[1], T[4]) // seg 0 done, 1 not: ^T1 & T0
	VMOVDQU(T[4], act[1])
	VPAND(T[1], T[0], T[5])  // segs 0 and 1 done
	VPANDN(T[5], T[2], T[3]) // segs 0 and 1 done, 2 not
	VMOVDQU(T[3], act[2])
	VPAND(T[2], T[5], T[5])
	VMOVDQU(T[5], idle)
	VPCMPEQQ(T[5], T[5], T[5])
	VPXOR(T[5], T[0], T[5]) // seg 0 not done
	VMOVDQU(T[5], act[0])
	VMOVDQU(ps[2], T[2])
	VPBLENDVB(T[4], ps[1], T[2], T[2])
	VPBLENDVB(T[5], ps[0], T[2], T[2])
	VMOVDQU(T[2], cur)

	Comment("Load the lanes' blocks and transpose them into the ring.")
	for i, r := range lp {
		MOVQ(cur.Offset(8*i), r)
	}
	for m := range 8 {
		// [lane0 | lane2] and [lane1 | lane3], words 2m and 2m+1.
		VMOVDQU(Mem{Base: lp[0], Disp: 16 * m}, T[0].AsX())
		VINSERTI128(U8(1), Mem{Base: lp[2], Disp: 16 * m}, T[0], T[0])
		VMOVDQU(Mem{Base: lp[1], Disp: 16 * m}, T[1].AsX())
		VINSERTI128(U8(1), Mem{Base: lp[3], Disp: 16 * m}, T[1], T[1])
		VPUNPCKLQDQ(T[1], T[0], T[2])
		VPUNPCKHQDQ(T[1], T[0], T[3])
		VPSHUFB(bswap.Offset(0), T[2], T[2])
		VPSHUFB(bswap.Offset(0), T[3], T[3])
		VMOVDQU(T[2], wm(2*m))
		VMOVDQU(T[3], wm(2*m+1))
	}
	for w, r := range S {
		VMOVDQU(Mem{Base: hp, Disp: 64 * w}, r)
	}

	// sigma sets dst to the XOR of x>>s for s in r and x<<s for s in l,
	// clobbering tmp: a sum of rotations and shifts.
	sigma := func(x, dst, tmp VecPhysical, r []int, l []int) {
		VPSRLQ(U8(r[0]), x, dst)
		for _, s := range r[1:] {
			VPSRLQ(U8(s), x, tmp)
			VPXOR(tmp, dst, dst)
		}
		for _, s := range l {
			VPSLLQ(U8(s), x, tmp)
			VPXOR(tmp, dst, dst)
		}
	}

	// As in avx512: a 16-round loop body, run four times, computes W[t+16]
	// into ring slot t%16 once round t has read it; rounds 64-79 follow.
	// Sixteen rounds restore the register names, b^c included. A round
	// adds W and K from memory (k4Tab holds each K in every lane), so
	// it broadcasts nothing; AVX2 has no rotation, so each rotation is two
	// shifts, except sigma0's by 8, one VPSHUFB.
	bc, ab := Y14, Y15
	round := func(j int, k Mem, sched bool) {
		v := make([]VecPhysical, 8)
		for i := range v {
			v[(i+j)%8] = S[i]
		}
		Commentf("round j=%d", j)
		a, b, d, e, f, g, h := v[0], v[1], v[3], v[4], v[5], v[6], v[7]
		VPADDQ(wm(j), h, h)
		VPADDQ(k, h, h)
		sigma(e, T[2], T[3], []int{14, 18, 41}, []int{50, 46, 23})
		VPXOR(g, f, T[4])
		VPAND(e, T[4], T[4])
		VPXOR(g, T[4], T[4])
		VPADDQ(T[2], h, h)
		VPADDQ(T[4], h, h)
		VPADDQ(h, d, d)
		sigma(a, T[1], T[5], []int{28, 34, 39}, []int{36, 30, 25})
		VPXOR(b, a, ab)
		VPAND(ab, bc, bc)
		VPXOR(b, bc, bc)
		VPADDQ(T[1], h, h)
		VPADDQ(bc, h, h)
		bc, ab = ab, bc
		if !sched {
			return
		}
		Commentf("W[j+16]")
		VMOVDQU(wm(j+1), T[0])
		// sigma0 = rotr 1 ^ rotr 8 ^ shr 7, the rotation by 8 one shuffle.
		sigma(T[0], T[1], T[2], []int{1, 7}, []int{63})
		VPSHUFB(rotr8, T[0], T[2])
		VPXOR(T[2], T[1], T[1])
		VMOVDQU(wm(j+14), T[3])
		sigma(T[3], T[4], T[5], []int{19, 61, 6}, []int{45, 3})
		VPADDQ(wm(j), T[1], T[1])
		VPADDQ(wm(j+9), T[1], T[1])
		VPADDQ(T[4], T[1], T[1])
		VMOVDQU(T[1], wm(j))
	}
	VPXOR(S[2], S[1], bc)
	kp, pass := R11, R12
	LEAQ(k4Tab, kp)
	MOVQ(U32(4), pass)
	Label("avx2_rounds")
	for j := range 16 {
		round(j, Mem{Base: kp, Disp: 32 * j}, true)
	}
	ADDQ(U32(16*32), kp)
	DECQ(pass)
	JNZ(LabelRef("avx2_rounds"))
	for j := range 16 {
		round(j, Mem{Base: kp, Disp: 32 * j}, false)
	}

	Comment("Add the chaining values of the lanes with blocks left; advance them.")
	VMOVDQU(idle, T[0])
	for w, r := range S {
		m := Mem{Base: hp, Disp: 64 * w}
		VPANDN(r, T[0], r)
		VPADDQ(m, r, r)
		VMOVDQU(r, m)
	}
	Comment("All ones is -1: count the segments in use down, move their pointers.")
	VPBROADCASTQ(c128, T[3])
	for j := range 3 {
		VMOVDQU(act[j], T[0])
		VPADDQ(ns[j], T[0], T[1])
		VMOVDQU(T[1], ns[j])
		VPAND(T[3], T[0], T[2])
		VPADDQ(ps[j], T[2], T[2])
		VMOVDQU(T[2], ps[j])
	}
	JMP(LabelRef("avx2_loop"))

	Label("avx2_done")
	VZEROUPPER()
	RET()
}
