package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// Helpers that several kernel families share: lane offsets and counters,
// aligned stack scratch, argument addresses, block flags, register pools and
// the declaration of the tree kernels.

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

// paramAddr returns the stack address of a scalar argument.
func paramAddr(name string) Mem {
	b, err := Param(name).Resolve()
	if err != nil {
		panic(err)
	}
	return b.Addr
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
