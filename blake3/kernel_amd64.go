//go:build !purego

package blake3

import (
	"unsafe"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// kernelAvailable reports whether this CPU can run the named kernel.
func kernelAvailable(name string) bool {
	switch name {
	case "generic":
		return true
	case "sse41":
		return cpu.SSE41
	case "avx2":
		return cpu.AVX2
	case "avx512":
		return cpu.AVX512
	}
	return false
}

// A routeStep names the kernel that a tail route hands its next inputs to.
// Its value is the most inputs it takes in one call, with rowsBit set for
// the row-wise four-input kernel, so that inputs is one instruction.
type routeStep uint8

const (
	// row1: one row-wise compression per block (a chunk's blocks in one
	// chain, or one parent or output block).
	row1 routeStep = 1
	// row2: two row-wise compressions interleaved on SSE4.1 (two parents,
	// or two output blocks).
	row2 routeStep = 2
	// x4, x8, x16: the lane kernels, one input per 32-bit lane: x4 is
	// SSE4.1, or AVX-512VL on XMM registers; x8 is AVX2, or AVX-512VL on
	// YMM registers; x16 is AVX-512 on ZMM registers.
	x4  routeStep = 4
	x8  routeStep = 8
	x16 routeStep = 16
	// rows4: the level's row-wise kernel for up to four inputs: on AVX-512
	// one per 128-bit lane of a ZMM, in the latency of one compression; on
	// AVX2 two per YMM in two interleaved states.
	rows4 routeStep = 4 | rowsBit

	rowsBit = 32
)

// inputs returns the most inputs step s takes in one call.
func (s routeStep) inputs() int { return int(s &^ rowsBit) }

// Tail routes: for a batch of n inputs fewer than a level's widest kernel
// takes, route[n] is the step that handles the next inputs: the widest
// kernel with spare lanes idle, a narrower one, or a row-wise one (entry 0
// is unused). The tables come from measurement; see
// docs/results/2026-11-29-blake3-tails, docs/results/2026-11-30-blake3-tails,
// for the AVX2 chunk and parent tables
// docs/results/2026-11-30-blake3-avx2-forced, and for two XOF blocks
// docs/results/2026-12-01-blake3-xof-x2.
var (
	chunkRoute16  = [16]routeStep{0, row1, rows4, rows4, rows4, x8, x8, x8, x8, x16, x16, x16, x16, x16, x16, x16}
	chunkRoute8   = [8]routeStep{0, row1, rows4, rows4, rows4, x8, x8, x8}
	chunkRoute4   = [4]routeStep{0, row1, row1, x4}
	parentRoute16 = [16]routeStep{0, row1, rows4, rows4, rows4, x8, x8, x8, x8, x16, x16, x16, x16, x16, x16, x16}
	parentRoute8  = [8]routeStep{0, row1, rows4, rows4, rows4, x8, x8, x8}
	parentRoute4  = [4]routeStep{0, row1, row2, row2}
	xofRoute16    = [16]routeStep{0, row1, rows4, rows4, rows4, rows4, rows4, rows4, rows4, x16, x16, x16, x16, x16, x16, x16}
	xofRoute8     = [8]routeStep{0, row1, rows4, rows4, rows4, x8, x8, x8}
	xofRoute4     = [4]routeStep{0, row1, row2, x4}
	// xofRoute16Latency is xofRoute16 where the 16-lane kernel is
	// latency-bound (many16Latency), a step of it costing about two
	// compressions against the r4 kernel's one: the r4 kernel only up to
	// four blocks (docs/results/2026-12-07-blake3-routes-zen5, which also
	// confirms chunkRoute16 and parentRoute16 there; xofRoute16's costs
	// are in docs/results/2026-12-07-blake3-xof-rows4-spr).
	xofRoute16Latency = [16]routeStep{0, row1, rows4, rows4, rows4, x16, x16, x16, x16, x16, x16, x16, x16, x16, x16, x16}
)

// route returns the step to take next for n inputs at kernel level l.
func route(l kernLevel, n int, r16 *[16]routeStep, r8 *[8]routeStep, r4 *[4]routeStep) routeStep {
	switch l {
	case levelAVX512:
		if n >= 16 {
			return x16
		}
		return r16[n]
	case levelAVX2:
		if n >= 8 {
			return x8
		}
		return r8[n]
	case levelSSE41:
		if n >= 4 {
			return x4
		}
		return r4[n]
	}
	return row1
}

// scalarRows sends the single compressions of level avx512 (compress,
// compressChain, sumChunk: work in which each block waits on the one
// before) to the general-register kernels, compressBMI2 and its chain
// twins, instead of the row-wise vector kernels: where vector additions
// and rotations take two cycles (cpu.Latency512) the row kernels wait on
// them about twice as long as the scalar kernels wait on one-cycle
// general-register operations (docs/results/2026-12-07-blake3-scalar-rows-zen5).
// Tests set it both ways; nothing else writes it.
var scalarRows = cpu.Latency512 && cpu.BMI2

// compress is compressGeneric on the fastest single-compression kernel
// enabled: at level avx512 AVX-512VL or, with scalarRows, the scalar one;
// SSE4.1 at the sse41 and avx2 levels.
// The switch is compressAt's, repeated so that a call costs one call.
func compress(out *[16]uint32, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	switch level() {
	case levelAVX512:
		if scalarRows {
			compressBMI2(out, cv, block, counter, blockLen, flags)
			return
		}
		compressAVX512(out, cv, block, counter, blockLen, flags)
	case levelAVX2, levelSSE41:
		compressSSE41(out, cv, block, counter, blockLen, flags)
	default:
		compressGeneric(out, cv, block, counter, blockLen, flags)
	}
}

// compressAt is compress at kernel level l.
func compressAt(l kernLevel, out *[16]uint32, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	switch l {
	case levelAVX512:
		if scalarRows {
			compressBMI2(out, cv, block, counter, blockLen, flags)
			return
		}
		compressAVX512(out, cv, block, counter, blockLen, flags)
	case levelAVX2, levelSSE41:
		compressSSE41(out, cv, block, counter, blockLen, flags)
	default:
		compressGeneric(out, cv, block, counter, blockLen, flags)
	}
}

// sumChunk is sumChunkGeneric: on AVX-512 one call that reads the message in
// place and writes only the digest, unless that call's loads would reach
// into a page the message does not touch (see tailInPage; the empty message
// points them at a zeroed block on the stack); then, as on SSE4.1 and with
// scalarRows, one call that reads the whole blocks before the last in place
// and the last one from a zero-padded copy (or in place when it is whole).
// The padded route costs a little more than the in-place one (the results
// folder of tailInPage), and is taken by at most 63 of the 4096 page
// offsets a message can end at.
func sumChunk(data []byte, key *[8]uint32, flags uint32) (d [Size]byte) {
	l := level()
	if l == levelAVX512 && !scalarRows {
		if len(data) == 0 {
			var z [BlockSize]byte // every byte masked off, in a page in use
			sumChunkAVX512(&d, key, &z[0], 0, flags)
			return d
		}
		if tailInPage(uintptr(unsafe.Pointer(&data[0])), len(data)) {
			sumChunkAVX512(&d, key, &data[0], len(data), flags)
			return d
		}
	}
	if l >= levelSSE41 {
		nb := 0
		if len(data) > BlockSize {
			nb = (len(data) - 1) / BlockSize
		}
		p, tail := &emptyBlock[0], data[nb*BlockSize:]
		if nb > 0 {
			p = &data[0]
		}
		var padded [BlockSize]byte
		last := &padded
		if len(tail) == BlockSize {
			last = (*[BlockSize]byte)(tail)
		} else {
			fillBlock(last, tail)
		}
		if l == levelAVX512 && scalarRows {
			sumChunkBMI2(&d, key, p, nb, last, uint32(len(tail)), flags)
			return d
		}
		sumChunkSSE41(&d, key, p, nb, last, uint32(len(tail)), flags)
		return d
	}
	return sumChunkGeneric(data, key, flags)
}

// tailLanes returns the lane kernel on which reduceBatch hashes a
// message's partial last chunk of nb blocks beside the last whole chunks,
// whole of them in all, and how many of them (hashChunksTail), or manyNone
// to hash the partial chunk on its own after hashChunks: where the lane
// kernel's call costs less than the whole chunks' own route plus nb
// compressions in a row. On AVX2 the 8-lane kernel takes the five to
// seven whole chunks after the last group of eight (hashChunks would run
// them on it anyway), or four when the partial chunk is long (they would
// take the cheaper row kernel), the 4-lane one one to three when it is
// long (after eight or more: with fewer, hashChunksTailRows takes them
// first); on SSE4.1 the 4-lane kernel two or three, or one when it is long
// (docs/results/2026-12-07-blake3-tail-lanes-zen3). On AVX-512 none:
// hashChunksTailRows and hashChunksTailX take the partial chunk into the
// chunk kernels' calls where that gains, which beat the lane kernels
// (docs/results/2026-12-07-blake3-tail-lanes-avx512-spr had them for nine
// to fifteen whole chunks and five to seven).
func tailLanes(whole, nb int) (manyKern, int) { return tailLanesAt(level(), whole, nb) }

// tailLanesAt is tailLanes at level l.
func tailLanesAt(l kernLevel, whole, nb int) (manyKern, int) {
	switch l {
	case levelAVX2:
		switch j := whole % 8; {
		case j > 4 || j == 4 && nb >= 12:
			return manyAVX2, j
		case j > 0 && j < 4 && nb >= [4]int{0, 13, 12, 9}[j]:
			return manySSE41, j
		}
	case levelSSE41:
		if j := whole % 4; j > 1 || j == 1 && nb >= 13 {
			return manySSE41, j
		}
	}
	return manyNone, 0
}

// hashChunksTailRows sets out to the chaining values of the chunks of in,
// from chunk counter on, and reports true where in is one to three whole
// chunks and a partial last one that tailRows gives to the level in use:
// its row kernel (hashChunksTailAVX512r4, hashChunksTailAVX2r4) hashes them
// in one call, the partial chunk zero-padded in one lane, where the route
// of hashChunks and the partial chunk's compressions in a row took up to
// 1.62 times as long at avx512 and 1.69 at avx2
// (docs/results/2026-12-07-blake3-tail-rows-spr,
// docs/results/2026-12-07-blake3-tail-rows-avx2). Otherwise it leaves out
// unchanged and reports false. out holds 32 bytes per chunk.
func hashChunksTailRows(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	whole := len(in) / chunkLen
	tail := in[whole*chunkLen:]
	nb := (len(tail) + BlockSize - 1) / BlockSize
	lv := level()
	if !tailRows(lv, whole, nb) {
		return false
	}
	var pad [chunkLen]byte
	copy(pad[:], tail)
	var lanes [4]*byte
	var rows [16][8]uint64
	for l := range lanes {
		lanes[l] = &pad[0] // lanes from whole on: the partial chunk
		end, ctr := nb-1, counter+uint64(whole)
		if l < whole {
			lanes[l] = &in[l*chunkLen]
			end, ctr = chunkLen/BlockSize-1, counter+uint64(l)
		}
		for i := range rows {
			f, n := flags, uint64(BlockSize)
			if i == 0 {
				f |= flagChunkStart
			}
			if i == end {
				f |= flagChunkEnd
				if l >= whole {
					n = uint64(len(tail) - end*BlockSize)
				}
			}
			rows[i][2*l] = ctr
			rows[i][2*l+1] = uint64(f)<<32 | n
		}
	}
	var cv [4][8]uint32
	if lv == levelAVX512 {
		hashChunksTailAVX512r4(&lanes, &rows, nb-1, key, &cv)
	} else {
		hashChunksTailAVX2r4(&lanes, &rows, nb-1, whole+1, key, &cv)
	}
	for l := range whole {
		putWords(out[32*l:], cv[l][:])
	}
	putWords(out[32*whole:], cv[3][:])
	return true
}

// scalarTailMax is the longest partial chunk, in blocks, that follows one
// whole chunk in a row of scalar compressions (scalarRows) rather than in
// the rows4 kernel's call beside it: from 4 to 8 blocks the row took
// 0.74-1.02 of the call's time, from 11 blocks 0.99-1.33
// (docs/results/2026-12-07-blake3-scalar-rows-zen5, tail/).
const scalarTailMax = 8

// tailRows reports whether hashChunksTailRows takes whole whole chunks and
// a partial chunk of nb blocks at level l: one to three whole chunks and,
// at avx512, four blocks or more (with fewer the compressions in a row cost
// no more than the table and the padding), but with scalarRows not one
// whole chunk and up to scalarTailMax blocks; at avx2 three or more after one
// or three whole chunks and nine after two, where the kernel runs both of
// its states for what the route of hashChunks ran on one.
func tailRows(l kernLevel, whole, nb int) bool {
	if whole < 1 || whole > 3 {
		return false
	}
	switch l {
	case levelAVX512:
		if scalarRows && whole == 1 && nb <= scalarTailMax {
			return false
		}
		return nb >= 4
	case levelAVX2:
		return nb >= [4]int{0, 3, 9, 3}[whole]
	}
	return false
}

// sumChunksRows sets d to the digest of in, under key and the mode flags,
// and returns true where batchTopRows applies to in at chunk counter 0:
// batchTopRows then the root compression. Otherwise it returns false and
// leaves d unchanged.
func sumChunksRows(d *[Size]byte, in []byte, key *[8]uint32, flags uint32) bool {
	var top [BlockSize]byte
	if !batchTopRows(&top, in, key, 0, flags) {
		return false
	}
	var w [16]uint32
	compressSSE41(&w, key, &top, 0, BlockSize, flags|flagParent|flagRoot)
	putWords(d[:], w[:8])
	return true
}

// batchTopRows sets top to the block of the top node of the subtree over
// in, starting at chunk counter, and returns true when in is two to four
// whole chunks, or a power of two of them up to maxBatchChunks, and the
// level in use is avx2: the route the dispatchers would take (the two-state
// row kernel for two to four chunks, the eight-lane kernel for eight or
// more, then the parents level by level), with the kernels called directly
// and scratch sized to the call. Otherwise it returns false and leaves top
// unchanged.
func batchTopRows(top *[BlockSize]byte, in []byte, key *[8]uint32, counter uint64, flags uint32) bool {
	n := len(in) / chunkLen
	if n < 2 || (n > 4 && n&(n-1) != 0) || n > maxBatchChunks || len(in) != n*chunkLen || level() != levelAVX2 {
		return false
	}
	switch n {
	case 2:
		hashChunksAVX2r4(&in[0], 2, key, counter, flags, &top[0])
	case 3:
		var cvs [3 * 32]byte
		var w [16]uint32
		hashChunksAVX2r4(&in[0], 3, key, counter, flags, &cvs[0])
		compressSSE41(&w, key, (*[BlockSize]byte)(cvs[:64]), 0, BlockSize, flags|flagParent)
		putWords(top[:32], w[:8])
		copy(top[32:], cvs[64:])
	case 4:
		var cvs [4 * 32]byte
		hashChunksAVX2r4(&in[0], 4, key, counter, flags, &cvs[0])
		hashParentsAVX2r4(&cvs[0], 2, key, flags, &top[0])
	case 8: // its own lines: reduceGroupsAVX2's loop was slower here (docs/NOTEBOOK.md)
		var cvs [8 * 32]byte
		var p [4 * 32]byte
		hashChunksAVX2(&in[0], 8, key, counter, flags, &cvs[0])
		hashParentsAVX2r4(&cvs[0], 4, key, flags, &p[0])
		hashParentsAVX2r4(&p[0], 2, key, flags, &top[0])
	case 16:
		var a [16 * 32]byte
		var b [8 * 32]byte
		reduceGroupsAVX2(in, n, key, counter, flags, a[:], b[:], top)
	default: // 32 or 64
		var a [maxBatchChunks * 32]byte
		var b [maxBatchChunks / 2 * 32]byte
		reduceGroupsAVX2(in, n, key, counter, flags, a[:], b[:], top)
	}
	return true
}

// reduceGroupsAVX2 sets top to the block of the top node over in, n whole
// chunks from chunk counter on, with n a power of two from 16 to
// maxBatchChunks: the chunks eight at a time on the eight-lane kernel, each
// parent level of eight or more eight at a time, then four and two parents
// on the two-state row kernel. a and b are scratch of 32 and 16 bytes per
// chunk.
func reduceGroupsAVX2(in []byte, n int, key *[8]uint32, counter uint64, flags uint32, a, b []byte, top *[BlockSize]byte) {
	for i := 0; i < n; i += 8 {
		hashChunksAVX2(&in[i*chunkLen], 8, key, counter+uint64(i), flags, &a[32*i])
	}
	for m := n / 2; m >= 8; m /= 2 { // m parents on this level
		for i := 0; i < m; i += 8 {
			hashParentsAVX2(&a[64*i], 8, key, flags, &b[32*i])
		}
		a, b = b, a
	}
	hashParentsAVX2r4(&a[0], 4, key, flags, &b[0])
	hashParentsAVX2r4(&b[0], 2, key, flags, &top[0])
}

// tailInPage reports whether the 64 bytes from the start of the last block
// of a message of n > 0 bytes at address p lie in pages that the message
// itself touches. sumChunkAVX512 loads the last block whole, masking off the
// bytes past the message; a masked-off byte in another page faults nothing,
// but where that page is not mapped in (a neighbour in read-only data or a
// fresh heap span that nothing has read yet, a guard page) a CPU may resolve
// each such load with a microcode assist, so that the cost of a call would
// depend on the page table of the process at hand
// (docs/results/2026-12-02-blake3-derive-key-pages). Such messages take the
// zero-padded route instead. Pages are taken as 4 KiB, the smallest on
// amd64.
func tailInPage(p uintptr, n int) bool {
	last := p + uintptr((n-1)&^(BlockSize-1))
	return (last+BlockSize-1)>>12 == (p+uintptr(n)-1)>>12
}

// emptyBlock stands in for the pointer to the whole blocks on the SSE4.1
// route when there are none; no load reads it.
var emptyBlock [BlockSize]byte

// compressChain is compressChainGeneric: on AVX-512 (or its scalarRows
// twin) and SSE4.1 one call for the whole run, the chaining value kept in
// registers; otherwise one compress per block.
func compressChain(cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	compressChainAt(level(), cv, in, counter, flags)
}

// compressChainAt is compressChain at kernel level l.
func compressChainAt(l kernLevel, cv *[8]uint32, in []byte, counter uint64, flags uint32) {
	n := len(in) / BlockSize
	if n == 0 {
		return
	}
	switch l {
	case levelAVX512:
		if scalarRows {
			compressChainBMI2(cv, &in[0], n, counter, flags)
			return
		}
		compressChainAVX512(cv, &in[0], n, counter, flags)
		return
	case levelAVX2, levelSSE41:
		compressChainSSE41(cv, &in[0], n, counter, flags)
		return
	}
	compressChainGeneric(cv, in, counter, flags)
}

// pairGroups sends runs of 32 chunks or more at level avx512 to
// hashChunksAVX512x2, two groups of 16 lanes at a time, where one group's
// chains of dependent operations leave the vector pipes idle
// (cpu.Latency512). Tests set it both ways; nothing else writes it.
var pairGroups = cpu.Latency512

// pipeGroups sends full groups of 16 chunks at level avx512 to
// hashChunksAVX512Pipe, which transposes each block during the rounds of
// the one before: where 512-bit operations run as two 256-bit halves and
// the vector pipes, not the transposes' latency, bound the kernel
// (cpu.Split512), and where one group's rounds leave the pipes waiting on
// latency (cpu.Latency512: the groups that pairGroups leaves, 16 to 31
// chunks), which the next block's transposes fill. Tests set it both
// ways; nothing else writes it.
var pipeGroups = cpu.Split512 || cpu.Latency512

// hashChunks is hashChunksGeneric: full lane groups go to the widest
// enabled kernel (pairs of them where pairGroups says so, the pipelined
// kernel where pipeGroups does) and the rest follow the chunk tail routes.
func hashChunks(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	n := len(in) / chunkLen
	if n == 0 {
		return
	}
	_ = out[32*n-1]
	l := level()
	for n > 0 {
		w := route(l, n, &chunkRoute16, &chunkRoute8, &chunkRoute4)
		k := min(n, w.inputs())
		switch w {
		case rows4:
			if l == levelAVX512 {
				hashChunksAVX512r4(&in[0], k, key, counter, flags, &out[0])
			} else {
				hashChunksAVX2r4(&in[0], k, key, counter, flags, &out[0])
			}
		case x16:
			if n >= 32 && pairGroups {
				k = n &^ 31 // all full pairs of groups in one call
				hashChunksAVX512x2(&in[0], k, key, counter, flags, &out[0])
				break
			}
			if n >= 16 {
				k = n &^ 15 // all full groups in one call
			}
			if pipeGroups {
				hashChunksAVX512Pipe(&in[0], k, key, counter, flags, &out[0])
				break
			}
			hashChunksAVX512(&in[0], k, key, counter, flags, &out[0])
		case x8:
			if l == levelAVX512 {
				hashChunksAVX512x8(&in[0], k, key, counter, flags, &out[0])
			} else {
				hashChunksAVX2(&in[0], k, key, counter, flags, &out[0])
			}
		case x4:
			if l == levelAVX512 {
				hashChunksAVX512x4(&in[0], k, key, counter, flags, &out[0])
			} else {
				hashChunksSSE41(&in[0], k, key, counter, flags, &out[0])
			}
		default:
			hashChunkCompress(l, in[:chunkLen], key, counter, flags, out[:32])
		}
		in = in[k*chunkLen:]
		out = out[32*k:]
		counter += uint64(k)
		n -= k
	}
}

// hashChunkCompress hashes one chunk with the row-wise compression: its
// first fifteen blocks in one chain, the last with the chunk-end flag, at
// kernel level l.
func hashChunkCompress(l kernLevel, in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) {
	cv := *key
	compressChainAt(l, &cv, in[:chunkLen-BlockSize], counter, flags|flagChunkStart)
	var o [16]uint32
	compressAt(l, &o, &cv, (*[BlockSize]byte)(in[chunkLen-BlockSize:]), counter, BlockSize, flags|flagChunkEnd)
	putWords(out[:32], o[:8])
}

// hashParents is hashParentsGeneric, dispatched like hashChunks.
func hashParents(in []byte, key *[8]uint32, flags uint32, out []byte) {
	n := len(in) / BlockSize
	if n == 0 {
		return
	}
	_ = out[32*n-1]
	var o [16]uint32
	l := level()
	for n > 0 {
		w := route(l, n, &parentRoute16, &parentRoute8, &parentRoute4)
		k := min(n, w.inputs())
		switch w {
		case rows4:
			if l == levelAVX512 {
				hashParentsAVX512r4(&in[0], k, key, flags, &out[0])
			} else {
				hashParentsAVX2r4(&in[0], k, key, flags, &out[0])
			}
		case x16:
			hashParentsAVX512(&in[0], k, key, flags, &out[0])
		case x8:
			if l == levelAVX512 {
				hashParentsAVX512x8(&in[0], k, key, flags, &out[0])
			} else {
				hashParentsAVX2(&in[0], k, key, flags, &out[0])
			}
		case x4:
			if l == levelAVX512 {
				hashParentsAVX512x4(&in[0], k, key, flags, &out[0])
			} else {
				hashParentsSSE41(&in[0], k, key, flags, &out[0])
			}
		case row2:
			hashParentsSSE41x2(&in[0], k, key, flags, &out[0])
		default:
			compressAt(l, &o, key, (*[BlockSize]byte)(in), 0, BlockSize, flags|flagParent)
			putWords(out[:32], o[:8])
		}
		in = in[k*BlockSize:]
		out = out[32*k:]
		n -= k
	}
}

// xof is xofGeneric: full lane groups on the widest enabled XOF kernel,
// short tails as the XOF tail routes say (a wide kernel with idle lanes, two
// interleaved row-wise compressions, or one per block).
func xof(out []byte, cv *[8]uint32, block *[BlockSize]byte, counter uint64, blockLen, flags uint32) {
	n := len(out) / BlockSize
	var o [16]uint32
	l := level()
	r16 := &xofRoute16
	if many16Latency {
		r16 = &xofRoute16Latency
	}
	for n > 0 {
		w := route(l, n, r16, &xofRoute8, &xofRoute4)
		k := min(n, w.inputs())
		switch { // in this order: the widest step is the common one
		case w == x16:
			xofAVX512(&out[0], k, cv, block, counter, blockLen, flags)
		case w == x8:
			xofAVX2(&out[0], k, cv, block, counter, blockLen, flags)
		case w == x4:
			xofSSE41(&out[0], k, cv, block, counter, blockLen, flags)
		case w == rows4 && l == levelAVX512:
			xofAVX512r4(&out[0], k, cv, block, counter, blockLen, flags)
		case w == rows4:
			xofAVX2r4(&out[0], k, cv, block, counter, blockLen, flags)
		case w == row2:
			xofSSE41x2(&out[0], k, cv, block, counter, blockLen, flags)
		default:
			k = 1
			compressAt(l, &o, cv, block, counter, blockLen, flags)
			putWords(out[:BlockSize], o[:])
		}
		out = out[BlockSize*k:]
		counter += uint64(k)
		n -= k
	}
}

// hashChunksTailX sets out to the chaining values of the chunks of in,
// from chunk counter on, and reports true where the level in use is
// avx512 and tailX takes in's last j = whole%16 whole chunks and its
// partial chunk: the whole chunks before them go to hashChunks, and those
// j and the partial chunk, zero-padded, to one call of the 8-lane kernel
// (j < 8) or the 16-lane one, the partial chunk's lanes ending at its last
// block. Otherwise it leaves out unchanged and reports false. out holds 32
// bytes per chunk.
func hashChunksTailX(in []byte, key *[8]uint32, counter uint64, flags uint32, out []byte) bool {
	whole := len(in) / chunkLen
	tail := in[whole*chunkLen:]
	nb := (len(tail) + BlockSize - 1) / BlockSize
	j := whole % 16
	if level() != levelAVX512 || !tailX(j, nb) {
		return false
	}
	s := whole - j
	hashChunks(in[:s*chunkLen], key, counter, flags, out)
	var pad [chunkLen]byte
	copy(pad[:], tail)
	var lanes [16]*byte
	for l := range lanes {
		lanes[l] = &pad[0]
		if l < j {
			lanes[l] = &in[(s+l)*chunkLen]
		}
	}
	var cv, cvTail [16][8]uint32
	last, tailLen := nb-1, uint32(len(tail)-(nb-1)*BlockSize)
	if j < 8 {
		hashChunksTailAVX512x8((*[8]*byte)(lanes[:8]), uint8(0xff<<j), last, tailLen, key, counter+uint64(s), flags,
			(*[8][8]uint32)(cv[:8]), (*[8][8]uint32)(cvTail[:8]))
	} else {
		hashChunksTailAVX512(&lanes, uint16(0xffff<<j), last, tailLen, key, counter+uint64(s), flags, &cv, &cvTail)
	}
	for l := range j {
		putWords(out[32*(s+l):], cv[l][:])
	}
	putWords(out[32*whole:], cvTail[j][:])
	return true
}

// tailX reports whether hashChunksTailX takes j whole chunks (those after
// the last group of sixteen) and a partial chunk of nb blocks: five to
// seven with any partial chunk, four with one of fourteen blocks or more
// (the r4 kernel and the partial chunk's compressions in a row cost less
// below; docs/results/2026-12-07-blake3-tail-x8-spr), nine to fifteen with
// one of two blocks or more (with one, the same as a compression after
// the 16-lane call; docs/results/2026-12-07-blake3-tail-x16-spr).
func tailX(j, nb int) bool {
	return j >= 5 && j <= 7 || j == 4 && nb >= 14 || j >= 9 && nb >= 2
}
