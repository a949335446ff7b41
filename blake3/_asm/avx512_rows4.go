package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

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
