package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Scalar single compressions on general registers, for CPUs whose vector
// additions and rotations take two cycles (a row-wise kernel waits on them
// about twice as long as on one-cycle general-register ALU operations):
// at most fourteen of the sixteen state words are in general registers at
// a time, the others in stack slots; rotations by RORX (BMI2), the message words read from a
// copy of the block on the stack as memory operands. Which words are in
// registers is decided here, at generation time, by a furthest-next-use
// allocator over the unrolled rounds (scalarAlloc).

// sRegs are the registers that hold state words: every general register
// but SP and BP (the frame pointer).
var sRegs = []GPPhysical{EAX, EBX, ECX, EDX, ESI, EDI, R8L, R9L, R10L, R11L, R12L, R13L, R14L, R15L}

// An sOp is one operation of the unrolled rounds on state word dst:
// add the message word src, add or xor the state word src, or rotate right
// by rot.
type sOp struct {
	kind     int
	dst, src int
	rot      uint8
}

const (
	sAddMsg = iota
	sAdd
	sXor
	sRor
)

// scalarRounds returns the seven rounds as operations on state words 0..15,
// the four G functions of each half of a column or diagonal step
// interleaved operation by operation, each G adding its message word
// before the b word (which finishes last).
func scalarRounds() []sOp {
	gs := [8][4]int{ // a, b, c, d of each G: four columns, four diagonals
		{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
		{0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14},
	}
	var ops []sOp
	for r := 0; r < 7; r++ {
		for step := 0; step < 2; step++ {
			for half, rot := range [2][2]uint8{{16, 12}, {8, 7}} {
				for op := 0; op < 7; op++ {
					for j := 0; j < 4; j++ {
						a, b, c, d := gs[4*step+j][0], gs[4*step+j][1], gs[4*step+j][2], gs[4*step+j][3]
						ops = append(ops, [7]sOp{
							{kind: sAddMsg, dst: a, src: sched[r][8*step+2*j+half]},
							{kind: sAdd, dst: a, src: b},
							{kind: sXor, dst: d, src: a},
							{kind: sRor, dst: d, rot: rot[0]},
							{kind: sAdd, dst: c, src: d},
							{kind: sXor, dst: b, src: c},
							{kind: sRor, dst: b, rot: rot[1]},
						}[op])
					}
				}
			}
		}
	}
	return ops
}

// scalarAlloc tracks, while one block's compression is emitted, where each
// state word is: in a register of sRegs, or only at its home: a stack slot,
// an argument or a constant. A word is dirty when its register holds a
// value its home does not.
type scalarAlloc struct {
	reg   [16]int // index into sRegs, or -1
	owner []int   // per register: the word in it, or -1
	dirty [16]bool
	home  [16]Op    // a Mem, or a U32 constant
	slot  [16]Mem   // where a word is spilled
	uses  [16][]int // positions of each word's uses, ascending
	pos   int
}

// reserved marks a register taken for something other than a word.
const reserved = -2

func newScalarAlloc(spill Mem, ops []sOp, tail []int) *scalarAlloc {
	a := &scalarAlloc{owner: make([]int, len(sRegs))}
	for i := range a.owner {
		a.owner[i] = -1
	}
	for w := range a.reg {
		a.reg[w] = -1
		a.slot[w] = spill.Offset(4 * w)
	}
	for i, op := range ops {
		a.uses[op.dst] = append(a.uses[op.dst], i)
		if op.kind == sAdd || op.kind == sXor {
			a.uses[op.src] = append(a.uses[op.src], i)
		}
	}
	for i, w := range tail {
		a.uses[w] = append(a.uses[w], len(ops)+i)
	}
	return a
}

// nextUse returns the position of word w's first use at or after pos.
func (a *scalarAlloc) nextUse(w int) int {
	for _, p := range a.uses[w] {
		if p >= a.pos {
			return p
		}
	}
	return 1 << 30
}

// free returns a free register, spilling the word whose next use is
// furthest (never one of keep) when none is.
func (a *scalarAlloc) free(keep ...int) int {
	best, far := -1, -1
	for r, w := range a.owner {
		if w == -1 {
			return r
		}
		if w == reserved {
			continue
		}
		kept := false
		for _, k := range keep {
			kept = kept || k == w
		}
		if u := a.nextUse(w); !kept && u > far {
			best, far = r, u
		}
	}
	a.spill(a.owner[best])
	return best
}

// spill moves word w out of its register, storing it first if dirty.
func (a *scalarAlloc) spill(w int) {
	r := a.reg[w]
	if a.dirty[w] {
		MOVL(sRegs[r], a.slot[w])
		a.home[w] = a.slot[w]
		a.dirty[w] = false
	}
	a.owner[r], a.reg[w] = -1, -1
}

// load returns the register holding word w, loading it from its home into
// a free one first if needed.
func (a *scalarAlloc) load(w int, keep ...int) GPPhysical {
	if a.reg[w] < 0 {
		r := a.free(append(keep, w)...)
		MOVL(a.home[w], sRegs[r])
		a.owner[r], a.reg[w] = w, r
	}
	return sRegs[a.reg[w]]
}

// operand returns word w where it is, register or home.
func (a *scalarAlloc) operand(w int) Op {
	if a.reg[w] >= 0 {
		return sRegs[a.reg[w]]
	}
	return a.home[w]
}

// emit emits the operations, msg addressing the block's copy.
func (a *scalarAlloc) emit(ops []sOp, msg Mem) {
	for i, op := range ops {
		a.pos = i
		switch op.kind {
		case sAddMsg:
			ADDL(msg.Offset(4*op.src), a.load(op.dst))
		case sAdd:
			d := a.load(op.dst, op.src)
			ADDL(a.operand(op.src), d)
		case sXor:
			d := a.load(op.dst, op.src)
			XORL(a.operand(op.src), d)
		case sRor:
			d := a.load(op.dst)
			RORXL(U8(op.rot), d, d)
		}
		a.dirty[op.dst] = true
	}
	a.pos = len(ops)
}

// scalarFrame is the stack a scalar kernel uses: the block's copy, the
// state's spill slots, the chaining value and the loop's variables.
type scalarFrame struct {
	msg, spill, cv, vars Mem
}

// counter copies the counter argument to the frame and returns its
// address there, where its words can be read one at a time.
func (f scalarFrame) counter() Mem {
	MOVQ(paramAddr("counter"), RCX)
	MOVQ(RCX, f.vars.Offset(24))
	return f.vars.Offset(24)
}

// allocScalarFrame allocates a scalar kernel's frame.
func allocScalarFrame() scalarFrame {
	l := AllocLocal(64 + 64 + 32 + 32)
	return scalarFrame{msg: l, spill: l.Offset(64), cv: l.Offset(128), vars: l.Offset(160)}
}

// scalarBlock emits one compression of the block at blk (a register,
// clobbered) into the chaining value at f.cv, with v12..v15 from the homes
// given. With out nil the new chaining value is written back to f.cv;
// otherwise the sixteen output words go to out (a pointer loaded after the
// rounds, when registers are free), the second eight XORed with the input
// chaining value.
func scalarBlock(f scalarFrame, blk GPPhysical, ctrLo, ctrHi, blockLen, flags Op, out Op) {
	// The block is copied a word at a time: a wider load would wait where
	// the caller wrote it in narrower stores (a padded last block), while a
	// word load forwards from any store that holds it.
	var tmp []GPPhysical
	for _, r := range sRegs {
		if len(tmp) < 8 && r.As64() != blk.As64() {
			tmp = append(tmp, r)
		}
	}
	for h := 0; h < 2; h++ {
		for i, r := range tmp {
			MOVL(Mem{Base: blk, Disp: 32*h + 4*i}, r)
		}
		for i, r := range tmp {
			MOVL(r, f.msg.Offset(32*h+4*i))
		}
	}
	ops := scalarRounds()
	tail := []int{0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15}
	if out != nil {
		tail = append(tail, 8, 9, 10, 11, 12, 13, 14, 15)
	}
	a := newScalarAlloc(f.spill, ops, tail)
	for w := 0; w < 8; w++ {
		a.home[w] = f.cv.Offset(4 * w)
	}
	for w := 8; w < 12; w++ {
		a.home[w] = U32(ivWords[w-8])
	}
	for w, h := range []Op{ctrLo, ctrHi, blockLen, flags} {
		a.home[12+w] = h
	}
	a.emit(ops, f.msg)
	if out == nil {
		for i := 0; i < 8; i++ {
			a.pos = len(ops) + 2*i
			d := a.load(i, i+8)
			XORL(a.operand(i+8), d)
			MOVL(d, f.cv.Offset(4*i))
			a.owner[a.reg[i]], a.reg[i] = -1, -1
		}
		return
	}
	r := a.free()
	a.owner[r] = reserved
	op := sRegs[r].As64()
	MOVQ(out, op)
	for i := 0; i < 8; i++ {
		a.pos = len(ops) + 2*i
		d := a.load(i, i+8)
		XORL(a.operand(i+8), d)
		MOVL(d, Mem{Base: op, Disp: 4 * i})
		a.owner[a.reg[i]], a.reg[i] = -1, -1
	}
	for i := 0; i < 8; i++ {
		a.pos = len(ops) + 16 + i
		d := a.load(8 + i)
		XORL(f.cv.Offset(4*i), d)
		MOVL(d, Mem{Base: op, Disp: 32 + 4*i})
	}
}

// copyWords copies n words from src to dst through reg, one word a move,
// so that later loads of single words forward from the stores.
func copyWords(dst, src Mem, n int, reg GPPhysical) {
	for i := 0; i < n; i++ {
		MOVL(src.Offset(4*i), reg)
		MOVL(reg, dst.Offset(4*i))
	}
}

// genCompressBMI2 is compressGeneric on general registers.
func genCompressBMI2() {
	name := "compressBMI2"
	TEXT(name, NOSPLIT, "func(out *[16]uint32, cv *[8]uint32, block *[64]byte, counter uint64, blockLen uint32, flags uint32)")
	Doc(name + " is compressGeneric on general registers, rotations by RORX.")
	Pragma("noescape")
	f := allocScalarFrame()
	MOVQ(paramAddr("cv"), RAX)
	copyWords(f.cv, Mem{Base: RAX}, 8, ECX)
	MOVQ(paramAddr("block"), RBX)
	ctr := f.counter()
	scalarBlock(f, RBX, ctr, ctr.Offset(4), paramAddr("blockLen"), paramAddr("flags"), paramAddr("out"))
	RET()
}

// scalarLoopVars copies the chaining value that argument cvArg points at
// to the frame, and the arguments flags (ORed with set), in and the block
// count nArg to the loop's variables, which it returns; the block count is
// left in RCX as well.
func scalarLoopVars(f scalarFrame, cvArg, nArg string, set uint32) (fl, in, n Mem) {
	fl, in, n = f.vars, f.vars.Offset(8), f.vars.Offset(16)
	MOVQ(paramAddr(cvArg), RAX)
	copyWords(f.cv, Mem{Base: RAX}, 8, ECX)
	MOVL(paramAddr("flags"), ECX)
	if set != 0 {
		ORL(U32(set), ECX)
	}
	MOVL(ECX, fl)
	MOVQ(paramAddr("in"), RCX)
	MOVQ(RCX, in)
	MOVQ(paramAddr(nArg), RCX)
	MOVQ(RCX, n)
	return fl, in, n
}

// scalarChain emits the loop that compresses the n >= 1 whole blocks at in
// into the frame's chaining value, the first with the flags at fl, the
// others (and fl after the loop) without the chunk-start flag.
func scalarChain(name string, f scalarFrame, fl, in, n Mem, ctrLo, ctrHi Op) {
	Label(name + "_block")
	MOVQ(in, RBX)
	scalarBlock(f, RBX, ctrLo, ctrHi, U32(64), fl, nil)
	ANDL(U32(^uint32(flagChunkStart)), fl)
	ADDQ(U8(64), in)
	DECQ(n)
	JNZ(LabelRef(name + "_block"))
}

// genCompressChainBMI2 is compressChainSSE41 on general registers.
func genCompressChainBMI2() {
	name := "compressChainBMI2"
	TEXT(name, NOSPLIT, "func(cv *[8]uint32, in *byte, n int, counter uint64, flags uint32)")
	Doc(name+" compresses the n >= 1 whole blocks at in into cv in order, all with",
		"the given counter and block length 64; the first block gets flags, the",
		"others flags without the chunk-start flag.")
	Pragma("noescape")
	f := allocScalarFrame()
	fl, in, n := scalarLoopVars(f, "cv", "n", 0)
	ctr := f.counter()
	scalarChain(name, f, fl, in, n, ctr, ctr.Offset(4))
	MOVQ(paramAddr("cv"), RAX)
	copyWords(Mem{Base: RAX}, f.cv, 8, ECX)
	RET()
}

// genSumChunkBMI2 is sumChunkSSE41 on general registers.
func genSumChunkBMI2() {
	name := "sumChunkBMI2"
	TEXT(name, NOSPLIT, "func(out *[32]byte, key *[8]uint32, in *byte, nb int, last *[64]byte, lastLen uint32, flags uint32)")
	Doc(name+" sets out to the digest of a message of one chunk at counter 0,",
		"hashed under key with the mode flags: the nb >= 0 whole blocks at in, then",
		"the block last, whose first lastLen bytes are the message's last bytes and",
		"the rest zero.")
	Pragma("noescape")
	f := allocScalarFrame()
	fl, in, nb := scalarLoopVars(f, "key", "nb", flagChunkStart)
	TESTQ(RCX, RCX)
	JZ(LabelRef(name + "_last"))
	scalarChain(name, f, fl, in, nb, U32(0), U32(0))
	Label(name + "_last")
	ORL(U32(flagChunkEnd|flagRoot), fl)
	MOVQ(paramAddr("last"), RBX)
	scalarBlock(f, RBX, U32(0), U32(0), paramAddr("lastLen"), fl, nil)
	MOVQ(paramAddr("out"), RAX)
	copyWords(Mem{Base: RAX}, f.cv, 8, ECX)
	RET()
}
