// Command _asm generates the AVX-512 IFMA kernels of package ed25519 (and,
// with -avx2, the AVX2 kernels of avx2.go): field
// arithmetic modulo p = 2^255-19 on eight elements at once, one per 64-bit
// lane of a ZMM register, and the point operations built on it. Every kernel
// computes exactly what its xxxGeneric twin in fe8.go or pair4.go computes,
// limb for limb; the representation and its bounds are stated in fe8.go.
//
// A field element of eight lanes is five ZMM registers (limb i of every lane
// in register i), radix 2^51. A product a*b of limbs below 2^52 is split by
// VPMADD52LUQ and VPMADD52HUQ into its low 52 bits, which belong to column
// i+j, and its high 52 bits, which carry weight 2^52 = 2 * 2^51 and so belong,
// doubled, to column i+j+1. Columns 5..9 fold into 0..4 with 2^255 = 19, and
// one parallel carry round brings every limb below 2^51 + 2^15.
package main

import (
	"flag"
	"fmt"
	"strings"

	"github.com/mmcloughlin/avo/attr"
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

var (
	cMask51  Mem // 2^51 - 1
	c19      Mem // 19
	c2p0     Mem // limb 0 of 2p, 2^52 - 38
	c2p1     Mem // limbs 1..4 of 2p, 2^52 - 2
	cWideP0  Mem // limb 0 of 2^10 p, 2^61 - 19*2^10
	cWideP1  Mem // limbs 1..4 of 2^10 p, 2^61 - 2^10
	cWide2P0 Mem // limb 0 of 2^11 p, 2^62 - 19*2^11
	cWide2P1 Mem // limbs 1..4 of 2^11 p, 2^62 - 2^11
	cD2      Mem // the five limbs of 2d
	cK4      Mem // the factors (1, 1, 2, 2d) of pair4CachedIFMA, in both halves
)

// d2Limbs are the radix-2^51 limbs of 2d mod p, d = -121665/121666
// (TestFe8Constants checks them against filippo.io/edwards25519).
var d2Limbs = [5]uint64{
	0x69b9426b2f159, 0x35050762add7a, 0x3cf44c0038052, 0x6738cc7407977, 0x2406d9dc56dff,
}

// avx2 selects the AVX2 kernels (avx2.go) instead of the IFMA ones: each
// set is its own .s file and stubs.
var avx2 = flag.Bool("avx2", false, "generate the AVX2 kernels (avx2_amd64.s) instead of the IFMA ones")

// fe64 selects the BMI2 squaring kernels (fe64.go).
var fe64 = flag.Bool("fe64", false, "generate the BMI2 squaring kernels (fe64_amd64.s) instead of the IFMA ones")

func main() {
	flag.Parse()
	ConstraintExpr("!purego")
	if *avx2 {
		avx2Kernels()
		Generate()
		return
	}
	if *fe64 {
		fe64Kernels()
		Generate()
		return
	}
	cMask51 = constant("fe8Mask51", 1<<51-1)
	c19 = constant("fe8Nineteen", 19)
	c2p0 = constant("fe8TwoP0", 1<<52-38)
	c2p1 = constant("fe8TwoP1", 1<<52-2)
	cWideP0 = constant("fe8WideP0", 1<<61-19<<10)
	cWideP1 = constant("fe8WideP1", 1<<61-1<<10)
	cWide2P0 = constant("fe8Wide2P0", 1<<62-19<<11)
	cWide2P1 = constant("fe8Wide2P1", 1<<62-1<<11)
	cD2 = GLOBL("fe8D2", RODATA|NOPTR)
	for i, l := range d2Limbs {
		DATA(8*i, U64(l))
	}

	fieldKernels()
	doubleKernel()
	addKernel()
	cachedKernel()
	selectKernel("selectLanesIFMA", false)
	selectKernel("selectCompactIFMA", true)
	lanesKernel()
	cK4 = GLOBL("pair4CachedK", RODATA|NOPTR)
	for i := range 5 {
		for l := range 8 {
			v := [4]uint64{1, 1, 2, d2Limbs[i]}[l%4]
			if i > 0 && l%4 != 3 {
				v = 0
			}
			DATA(64*i+8*l, U64(v))
		}
	}
	pairKernels()
	narrow(soloKernels)
	mulQKernels()
	prefetchKernel("prefetchCached4", "[5][4]uint64", 0, 64, 128)
	Generate()
}

// prefetchKernel emits a kernel named name, of signature func(ents
// []*T) for the type elem, that issues a PREFETCHT0 at each of the byte
// offsets of each entry of ents: one in each 64-byte line the entry spans
// where it starts on the boundary the caller's tables keep (for
// prefetchCached4, 160-byte entries on 32-byte boundaries: 0, 64, 128;
// for prefetchElement, 320-byte entries on 64-byte boundaries: 0, 64,
// ..., 256). A hint: it reads and writes nothing the caller sees, and
// needs no vector extension.
func prefetchKernel(name, elem string, offsets ...int) {
	TEXT(name, NOSPLIT, "func(ents []*"+elem+")")
	Pragma("noescape")
	Doc(name + " asks for the cache lines of every entry of ents.")
	base := Load(Param("ents").Base(), GP64())
	n := Load(Param("ents").Len(), GP64())
	TESTQ(n, n)
	JZ(LabelRef("done"))
	Label("loop")
	p := GP64()
	MOVQ(Mem{Base: base}, p)
	for _, d := range offsets {
		PREFETCHT0(Mem{Base: p, Disp: d})
	}
	ADDQ(Imm(8), base)
	DECQ(n)
	JNZ(LabelRef("loop"))
	Label("done")
	RET()
}

// text starts a kernel; no kernel keeps a pointer it is given. With mulQ
// the kernel is the MulQ variant: its name ends in IFMAMulQ.
func text(name string, a attr.Attribute, sig string) {
	if mulQ {
		name = strings.Replace(name, "IFMA", "IFMAMulQ", 1)
	}
	TEXT(name, a, sig)
	Pragma("noescape")
}

// hiFirst, set while the eight-lane point kernels (point8Double,
// point8Add, point8AddNoT, point8AddAffineNoT) are generated, makes
// mulUncarried and sqrUncarried form the high halves first: twice column
// k-1's starts column k, so that no separate accumulator is cleared and
// added (about 16 instructions fewer a product), at the cost of one longer
// chain per column. That pays where the kernel is bound by throughput (eight
// lanes, runs of doublings), not where one chain's latency bounds it (the
// pair and solo kernels, the field kernels' exponentiations), which keep the
// split accumulators. The limbs are the same either way.
var hiFirst bool

// mulQ selects the MulQ variants of the eight-lane kernels (mulQKernels):
// foldColumns multiplies the high columns by 19 with one VPMULLQ instead of
// two shifts and three additions. The limbs are the same, bit for bit.
var mulQ bool

// kdoc is the doc comment of the kernel text just started: s, or for a
// MulQ variant s naming the variant, with a sentence on what differs.
func kdoc(s string) string {
	if !mulQ {
		return s
	}
	return strings.Replace(s, "IFMA is", "IFMAMulQ is", 1) +
		" This MulQ variant multiplies by 19 in the reduction with VPMULLQ instead of shifts and additions (the same limbs, fewer instructions)."
}

// mulQKernels emits the MulQ variants of every kernel whose products fold
// with 19: the eight-lane field and point kernels (fe8Mul, fe8Sqr,
// fe8Mul2, fe8Sqr2, point8Double, point8Add, point8AddNoT, point8Cached),
// the pair kernels (pair4Double, pair4Add, pair4Cached) and the solo ones
// (fe4Mul, fe4Sqr, solo4Double, solo4Add, solo4Cached).
func mulQKernels() {
	mulQ = true
	defer func() { mulQ = false }()
	mulSqrKernels("fe8", "")
	pairFieldKernels()
	doubleKernel()
	addKernel()
	cachedKernel()
	pairFoldKernels()
	narrow(soloFoldKernels)
}

func constant(name string, v uint64) Mem {
	m := GLOBL(name, RODATA|NOPTR)
	DATA(0, U64(v))
	return m
}

// wide selects the vector width the field and pair emitters use: ZMM
// registers holding eight lanes (limbs 64 bytes apart in memory), or YMM
// registers holding four (32 bytes apart).
var (
	wide      = true
	limbBytes = 64
)

// vreg returns a virtual vector register of the current width.
func vreg() VecVirtual {
	if wide {
		return ZMM()
	}
	return YMM()
}

// narrow runs f with the emitters set to four-lane YMM registers, still
// addressing eight-lane elements in memory (the low half of each limb).
func narrow(f func()) {
	wide = false
	defer func() { wide = true }()
	f()
}

// fe is one eight-lane field element held in registers.
type fe [5]VecVirtual

// operand is a field element's limbs as instruction operands, in registers
// or in memory.
type operand func(i int) Op

func (x fe) op() operand { return func(i int) Op { return x[i] } }

// feMem addresses an eight-lane field element in memory: limb i of every
// lane is the 64 bytes at base+disp+64*i.
type feMem struct {
	base Register
	disp int
}

func (m feMem) limb(i int) Mem    { return Mem{Base: m.base, Disp: m.disp + limbBytes*i} }
func (m feMem) op() operand       { return func(i int) Op { return m.limb(i) } }
func (m feMem) at(off int) feMem  { return feMem{m.base, m.disp + off} }
func (m feMem) coord(c int) feMem { return m.at(5 * limbBytes * c) }

func newFe() fe {
	var x fe
	for i := range x {
		x[i] = vreg()
	}
	return x
}

func load(m feMem) fe {
	x := newFe()
	for i := range x {
		VMOVDQU64(m.limb(i), x[i])
	}
	return x
}

func store(m feMem, x fe) {
	for i := range x {
		VMOVDQU64(x[i], m.limb(i))
	}
}

// mul returns a*b. Every limb of a and b must be below 2^52; the result's
// limbs are below 2^51 + 2^15.
func mul(a, b fe) fe {
	r := mulUncarried(a, b)
	carry(r)
	return r
}

// mulUncarried is mul without the final carry round: its limbs are below
// 267 * 2^52 < 2^61 (column k sums at most 3k+1 and column k+5 at most
// 14-3k halves of products below 2^52, counting a doubled high half twice,
// and 3k+1 + 19 (14-3k) <= 267), so that a sum of a few of them, or one
// plus a multiple 2^10 p minus another, is carried once.
func mulUncarried(a, b fe) fe {
	if hiFirst {
		return mulUncarriedHiFirst(a, b)
	}
	var lo, hi [9]VecVirtual
	zeroColumns(&lo, &hi, a[0])
	for i := range 5 {
		for j := range 5 {
			VPMADD52LUQ(b[j], a[i], lo[i+j])
			VPMADD52HUQ(b[j], a[i], hi[i+j])
		}
	}
	return foldColumns(lo, hi)
}

// mulUncarriedHiFirst is mulUncarried, the same limbs, with the high halves
// formed first (see hiFirst).
func mulUncarriedHiFirst(a, b fe) fe {
	// The high halves first: twice column k-1's is the starting value of
	// column k, into which the low halves then accumulate (no separate
	// accumulator to clear and add for them).
	var hi [9]VecVirtual
	for k := range hi {
		hi[k] = zeroed(a[0])
	}
	for i := range 5 {
		for j := range 5 {
			VPMADD52HUQ(b[j], a[i], hi[i+j])
		}
	}
	var col [10]VecVirtual
	col[0] = zeroed(a[0])
	for k := 1; k <= 9; k++ {
		col[k] = vreg()
		VPADDQ(hi[k-1], hi[k-1], col[k])
	}
	for i := range 5 {
		for j := range 5 {
			VPMADD52LUQ(b[j], a[i], col[i+j])
		}
	}
	return reduceColumns(col)
}

// zeroed returns a new register cleared as x XOR x for a register x that is
// already defined, so that the register allocator sees a write, not a read
// of an undefined register.
func zeroed(x VecVirtual) VecVirtual {
	r := vreg()
	VPXORQ(x, x, r)
	return r
}

// sqr returns a*a, limb for limb what mul(a, a) returns.
func sqr(a fe) fe {
	r := sqrUncarried(a)
	carry(r)
	return r
}

// sqrUncarried is mulUncarried(a, a), limb for limb: column k of the
// product is 2 c[k] + s[k], with c[k] the cross products' low halves in
// column k plus twice their high halves from column k-1, and s[k] the
// squares' low halves in column k plus twice their high halves from column
// k-1. It forms t[k] = c[k] + (the squares' high halves from column k-1),
// doubles it, and adds the squares' low halves: the same nonnegative
// integers, so the same limbs, in fewer additions than doubling the cross
// products' columns before foldColumns doubles every high half again.
func sqrUncarried(a fe) fe {
	if hiFirst {
		return sqrUncarriedHiFirst(a)
	}
	var lo, hi [9]VecVirtual
	zeroColumns(&lo, &hi, a[0])
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			VPMADD52LUQ(a[j], a[i], lo[i+j])
			VPMADD52HUQ(a[j], a[i], hi[i+j])
		}
	}
	// t[k] for k = 1..9 in lo[1..8] and hi[8] (no cross product reaches
	// column 8, so hi[8] is free for column 9).
	for i := range 4 {
		VPMADD52HUQ(a[i], a[i], lo[2*i+1])
	}
	VPMADD52HUQ(a[4], a[4], hi[8])
	var col [10]VecVirtual
	col[0] = lo[0]
	for k := 1; k <= 8; k++ {
		if k >= 2 {
			VPADDQ(hi[k-1], hi[k-1], hi[k-1])
			VPADDQ(hi[k-1], lo[k], lo[k])
		}
		VPADDQ(lo[k], lo[k], lo[k])
		col[k] = lo[k]
	}
	VPADDQ(hi[8], hi[8], hi[8])
	col[9] = hi[8]
	for i := range 5 {
		VPMADD52LUQ(a[i], a[i], col[2*i])
	}
	return reduceColumns(col)
}

// sqrUncarriedHiFirst is sqrUncarried, the same limbs, with the high
// halves formed first (see hiFirst).
func sqrUncarriedHiFirst(a fe) fe {
	// The cross products' high halves first (columns 1..7); twice column
	// k-1's starts t[k], into which the low halves and the squares' high
	// halves then accumulate.
	var hi [9]VecVirtual
	for k := 1; k <= 7; k++ {
		hi[k] = zeroed(a[0])
	}
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			VPMADD52HUQ(a[j], a[i], hi[i+j])
		}
	}
	var col [10]VecVirtual
	col[0], col[1], col[9] = zeroed(a[0]), zeroed(a[0]), zeroed(a[0])
	for k := 2; k <= 8; k++ {
		col[k] = vreg()
		VPADDQ(hi[k-1], hi[k-1], col[k])
	}
	for i := range 5 {
		for j := i + 1; j < 5; j++ {
			VPMADD52LUQ(a[j], a[i], col[i+j])
		}
	}
	// t[k] for k = 1..9: the squares' high halves from column k-1.
	for i := range 5 {
		VPMADD52HUQ(a[i], a[i], col[2*i+1])
	}
	for k := 1; k <= 9; k++ {
		VPADDQ(col[k], col[k], col[k])
	}
	for i := range 5 {
		VPMADD52LUQ(a[i], a[i], col[2*i])
	}
	return reduceColumns(col)
}

// zeroColumns allocates and clears the column accumulators. It clears them
// as x XOR x for a register x that is already defined, so that the register
// allocator sees a write, not a read of an undefined register (which would
// keep all eighteen live from the function's entry).
func zeroColumns(lo, hi *[9]VecVirtual, x VecVirtual) {
	for k := range lo {
		lo[k], hi[k] = vreg(), vreg()
		VPXORQ(x, x, lo[k])
		VPXORQ(x, x, hi[k])
	}
}

// foldColumns turns the low and high halves of the column products into an
// uncarried element: column k is lo[k] + 2 hi[k-1] (k = 0..9), and column
// k+5 adds 19 times itself to column k.
func foldColumns(lo, hi [9]VecVirtual) fe {
	for k := range hi {
		VPADDQ(hi[k], hi[k], hi[k])
	}
	var col [10]VecVirtual
	col[0] = lo[0]
	for k := 1; k <= 8; k++ {
		VPADDQ(hi[k-1], lo[k], lo[k])
		col[k] = lo[k]
	}
	col[9] = hi[8]
	return reduceColumns(col)
}

// reduceColumns turns ten radix-2^51 columns into an uncarried element:
// column k+5 adds 19 times itself to column k.
func reduceColumns(col [10]VecVirtual) fe {
	var r fe
	for k := range 5 {
		h := col[k+5]
		if mulQ {
			// 19 h modulo 2^64, as the shifts and additions below give it.
			t := vreg()
			VPMULLQ_BCST(c19, h, t)
			VPADDQ(t, col[k], col[k])
			r[k] = col[k]
			continue
		}
		t, u := vreg(), vreg()
		VPSLLQ(U8(4), h, t)
		VPSLLQ(U8(1), h, u)
		VPADDQ(h, col[k], col[k])
		VPADDQ(t, u, t)
		VPADDQ(t, col[k], col[k])
		r[k] = col[k]
	}
	return r
}

// carry runs one parallel carry round: every limb keeps its low 51 bits and
// passes the rest to the next limb, the top limb's carry entering limb 0
// times 19. For limbs below 2^64 (and a top carry below 2^47, so that 19
// times it is a 52-bit product) the result's limbs are below 2^51 + 2^13,
// limb 0 below 2^51 + 19*2^13.
func carry(r fe) {
	// Each carry is taken from the limb before it is masked, so the order
	// below (top limb first, then down) is the parallel round with two
	// temporaries instead of five.
	top, c := vreg(), vreg()
	VPSRLQ(U8(51), r[4], top)
	VPANDQ_BCST(cMask51, r[4], r[4])
	for k := 3; k >= 0; k-- {
		VPSRLQ(U8(51), r[k], c)
		VPANDQ_BCST(cMask51, r[k], r[k])
		VPADDQ(c, r[k+1], r[k+1])
	}
	VPMADD52LUQ_BCST(c19, top, r[0])
}

// add returns a+b, carried; limbs of a and b below 2^62.
func add(a fe, b operand) fe {
	r := newFe()
	for i := range r {
		VPADDQ(b(i), a[i], r[i])
	}
	carry(r)
	return r
}

// sub returns a-b+2p, carried; limbs of b at most those of 2p, limbs of a
// below 2^62. With wide it adds 2^10 p instead, for a b that is an
// uncarried product (limbs below 2^61).
func sub(a fe, b operand, wide bool) fe {
	r := newFe()
	for i := range r {
		c := multipleOfP(i, wide)
		VPADDQ_BCST(c, a[i], r[i])
		VPSUBQ(b(i), r[i], r[i])
	}
	carry(r)
	return r
}

// mulSqrKernels emits prefix+"MulIFMA" and prefix+"SqrIFMA" (n >= 1
// squarings) at the current width.
func mulSqrKernels(prefix, note string) {
	text(prefix+"MulIFMA", NOSPLIT, "func(out, a, b *[5][8]uint64)")
	Doc(kdoc(prefix + "MulIFMA is " + prefix + "MulGeneric with AVX-512 IFMA" + note + "."))
	out, a, b := ptr("out"), ptr("a"), ptr("b")
	store(out, mul(load(a), load(b)))
	VZEROUPPER()
	RET()

	text(prefix+"SqrIFMA", NOSPLIT, "func(out, a *[5][8]uint64, n uint64)")
	Doc(kdoc(prefix + "SqrIFMA is " + prefix + "SqrGeneric with AVX-512 IFMA" + note + ": n >= 1 squarings."))
	out, a = ptr("out"), ptr("a")
	squarings(out, load(a), Load(Param("n"), GP64()), prefix+"sqrloop", sqr)
}

// pairFieldKernels emits fe8Mul2IFMA and fe8Sqr2IFMA: fe8Mul and fe8Sqr
// of two independent elements in one call, each step's second product
// emitted after its first. One squaring's latency bounds a chain of
// fe8Sqr (the exponentiations of decoding); the other element's
// instructions, independent of the first's, fill the issue slots it
// leaves, where out-of-order execution overlaps them.
func pairFieldKernels() {
	text("fe8Mul2IFMA", NOSPLIT, "func(out, a, b *[2][5][8]uint64)")
	Doc(kdoc("fe8Mul2IFMA is fe8Mul2Generic with AVX-512 IFMA."))
	out, a, b := ptr("out"), ptr("a"), ptr("b")
	store(out, mul(load(a), load(b)))
	store(out.at(320), mul(load(a.at(320)), load(b.at(320))))
	VZEROUPPER()
	RET()

	text("fe8Sqr2IFMA", NOSPLIT, "func(out, a *[2][5][8]uint64, n uint64)")
	Doc(kdoc("fe8Sqr2IFMA is fe8Sqr2Generic with AVX-512 IFMA: n >= 1 squarings of each element."))
	out, a = ptr("out"), ptr("a")
	n := Load(Param("n"), GP64())
	x, y := load(a), load(a.at(320))
	hiFirst = true // fewer registers live: both elements stay in them
	defer func() { hiFirst = false }()
	Label("sqr2loop")
	for _, v := range []fe{x, y} {
		w := sqr(v)
		for i := range v {
			VMOVDQA64(w[i], v[i])
		}
	}
	DECQ(n)
	JNZ(LabelRef("sqr2loop"))
	store(out, x)
	store(out.at(320), y)
	VZEROUPPER()
	RET()
}

// freezeKernel emits fe8FreezeIFMA: r51.Freeze in every lane, the same
// operations on the same 64-bit words (a carry round, the quotient q of
// (v + 19) / 2^255, v + 19q with bit 255 dropped), so the same limbs for
// any input (canonical for limbs below 2^63). It needs AVX-512DQ's
// VPMULLQ, no IFMA; the IFMA CPUs that run it have both.
func freezeKernel() {
	TEXT("fe8FreezeIFMA", NOSPLIT, "func(out, a *[5][8]uint64)")
	Pragma("noescape")
	Doc("fe8FreezeIFMA is fe8FreezeGeneric with AVX-512.")
	out, a := ptr("out"), ptr("a")
	v := load(a)
	var c [5]VecVirtual
	for i := range v {
		c[i] = vreg()
		VPSRLQ(U8(51), v[i], c[i])
		VPANDQ_BCST(cMask51, v[i], v[i])
	}
	VPMULLQ_BCST(c19, c[4], c[4])
	VPADDQ(c[4], v[0], v[0])
	for i := 1; i < 5; i++ {
		VPADDQ(c[i-1], v[i], v[i])
	}
	q := vreg()
	VPADDQ_BCST(c19, v[0], q)
	VPSRLQ(U8(51), q, q)
	for i := 1; i < 5; i++ {
		VPADDQ(v[i], q, q)
		VPSRLQ(U8(51), q, q)
	}
	VPMULLQ_BCST(c19, q, q)
	VPADDQ(q, v[0], v[0])
	t := vreg()
	for i := 1; i < 5; i++ {
		VPSRLQ(U8(51), v[i-1], t)
		VPADDQ(t, v[i], v[i])
	}
	for i := range v {
		VPANDQ_BCST(cMask51, v[i], v[i])
	}
	store(out, v)
	VZEROUPPER()
	RET()
}

func fieldKernels() {
	mulSqrKernels("fe8", "")
	pairFieldKernels()
	freezeKernel()

	text("fe8AddIFMA", NOSPLIT, "func(out, a, b *[5][8]uint64)")
	Doc("fe8AddIFMA is fe8AddGeneric with AVX-512 IFMA.")
	out, a, b := ptr("out"), ptr("a"), ptr("b")
	store(out, add(load(a), b.op()))
	VZEROUPPER()
	RET()

	text("fe8SubIFMA", NOSPLIT, "func(out, a, b *[5][8]uint64)")
	Doc("fe8SubIFMA is fe8SubGeneric with AVX-512 IFMA.")
	out, a, b = ptr("out"), ptr("a"), ptr("b")
	store(out, sub(load(a), b.op(), false))
	VZEROUPPER()
	RET()
}

func ptr(name string) feMem {
	return feMem{base: Load(Param(name), GP64())}
}

// scratch returns n eight-lane field elements of stack, 64-byte aligned so
// that no limb load splits a cache line.
func scratch(n int) feMem {
	m := AllocLocal(320*n + 64)
	r := GP64()
	LEAQ(m, r)
	ADDQ(U8(63), r)
	ANDQ(I32(-64), r)
	return feMem{base: r}
}

// Point layout: X, Y, Z, T at coordinates 0..3 (extended); cached: Y+X,
// Y-X, 2Z, 2dT.

func doubleKernel() {
	hiFirst = true
	defer func() { hiFirst = false }()
	text("point8DoubleIFMA", 0, "func(p *[4][5][8]uint64, n uint64)")
	Doc(kdoc("point8DoubleIFMA is point8DoubleGeneric with AVX-512 IFMA: p = [2^n]p, n >= 1."))
	p := ptr("p")
	n := Load(Param("n"), GP64())
	tmp := scratch(8)
	Label("loop")
	doubleBody(p, tmp)
	DECQ(n)
	JNZ(LabelRef("loop"))
	store(p.coord(3), mul(load(tmp.coord(6)), load(tmp.coord(7)))) // T of the last doubling
	VZEROUPPER()
	RET()
}

func addKernel() {
	hiFirst = true
	defer func() { hiFirst = false }()
	for _, k := range []struct {
		withT, affine bool
		name, doc     string
	}{
		{true, false, "point8AddIFMA", "point8AddIFMA is point8AddGeneric with AVX-512 IFMA: p = p + q, q cached."},
		{false, false, "point8AddNoTIFMA", "point8AddNoTIFMA is point8AddIFMA without the product for T, for a sum that is doubled next."},
		{false, true, "point8AddAffineNoTIFMA", "point8AddAffineNoTIFMA is point8AddAffineNoTGeneric with AVX-512 IFMA: point8AddNoTIFMA for a q whose points have Z = 1, with 2Z for the product of Z and q's 2Z."},
	} {
		text(k.name, 0, "func(p *[4][5][8]uint64, q *[4][5][8]uint64)")
		Doc(kdoc(k.doc))
		p, q := ptr("p"), ptr("q")
		addBody(p, q, scratch(2), k.withT, k.affine)
		VZEROUPPER()
		RET()
	}
}

// addBody sets p = p + q for q cached, through the completed point (PP -
// MM, PP + MM, ZZ2 + TT2d, ZZ2 - TT2d) of the products PP = (Y+X)(Y+X)q,
// MM = (Y-X)(Y-X)q, TT2d = T 2dTq and ZZ2 = Z 2Zq, uncarried, each sum
// carried once (each subtraction adding 2^10 p). With affine q's Z is 1
// and ZZ2 is 2Z, an addition. withT also writes T.
//
// The new Z comes first: it needs only Z and T, which a doubling before
// has ready earliest, while X and Y, its last products, are still being
// formed; then PP and MM, the completed X and Y, and the new X and Y.
func addBody(p, q, tmp feMem, withT, affine bool) {
	tZC, tTC := tmp.coord(0), tmp.coord(1)
	var zz fe
	if affine {
		Z := load(p.coord(2))
		zz = newFe()
		for i := range zz {
			VPADDQ(Z[i], Z[i], zz[i])
		}
	} else {
		zz = mulUncarried(load(p.coord(2)), load(q.coord(2))) // ZZ2
	}
	tt := mulUncarried(load(p.coord(3)), load(q.coord(3))) // TT2d
	zc, tc := newFe(), newFe()
	for i := range 5 {
		VPADDQ(tt[i], zz[i], zc[i])
		VPADDQ_BCST(multipleOfP(i, true), zz[i], tc[i])
		VPSUBQ(tt[i], tc[i], tc[i])
	}
	carry(zc)
	carry(tc)
	store(tZC, zc)
	store(tTC, tc)
	store(p.coord(2), mul(zc, tc)) // the new Z
	X, Y := load(p.coord(0)), load(p.coord(1))
	s := add(Y, X.op())
	d := sub(Y, X.op(), false)
	pp := mulUncarried(s, load(q.coord(0)))
	mm := mulUncarried(d, load(q.coord(1)))
	xc, yc := newFe(), newFe()
	for i := range 5 {
		VPADDQ_BCST(multipleOfP(i, true), pp[i], xc[i])
		VPSUBQ(mm[i], xc[i], xc[i])
		VPADDQ(mm[i], pp[i], yc[i])
	}
	carry(xc)
	carry(yc)
	store(p.coord(0), mul(xc, load(tTC))) // the new X
	store(p.coord(1), mul(yc, load(tZC))) // the new Y
	if withT {
		store(p.coord(3), mul(xc, yc))
	}
}

func cachedKernel() {
	text("point8CachedIFMA", NOSPLIT, "func(out *[4][5][8]uint64, p *[4][5][8]uint64)")
	Doc(kdoc("point8CachedIFMA is point8CachedGeneric with AVX-512 IFMA."))
	out := ptr("out")
	p := ptr("p")
	X, Y := load(p.coord(0)), load(p.coord(1))
	store(out.coord(0), add(Y, X.op()))
	store(out.coord(1), sub(Y, X.op(), false))
	Z := load(p.coord(2))
	store(out.coord(2), add(Z, Z.op()))
	d2 := newFe()
	for i := range d2 {
		VPBROADCASTQ(cD2.Offset(8*i), d2[i])
	}
	store(out.coord(3), mul(load(p.coord(3)), d2))
	VZEROUPPER()
	RET()
}

// doubleBody sets p = 2p reading X, Y, Z (projective), through a completed
// point, and leaves the completed X and Y, carried, at tmp's coordinates 6
// and 7: their product is the new T, which doubleKernel forms once, after
// its last doubling. From XX, YY, ZZ and (X+Y)^2, uncarried, the completed
// point is ((X+Y)^2 - XX - YY, YY + XX, YY - XX, 2ZZ - YY + XX),
// each coordinate one sum carried once. With W = 2^10 p, limb by limb,
// yc = YY + XX, zc = (W - XX) + YY, xc = (2W - yc) + (X+Y)^2 and tc =
// (2W - zc) + ZZ + ZZ: the integers (X+Y)^2 + (W - XX) + (W - YY),
// YY + XX, YY + (W - XX) and ZZ + ZZ + XX + (W - YY) of
// point8DoubleGeneric, each below 3 * 2^61 + 2^61 < 2^63, so arithmetic
// modulo 2^64 is exact and the limbs are the twin's.
//
// The order serves the out-of-order core across a run of doublings: YY
// and ZZ first (Y and Z are the previous doubling's first products), then
// X+Y and XX, the completed Y and Z, whose product (the new Y) needs
// nothing else, then (X+Y)^2, the completed X and T, the new Z and last
// the new X.
func doubleBody(p, tmp feMem) {
	tYY, tZZ, tS, tU := tmp.coord(0), tmp.coord(1), tmp.coord(2), tmp.coord(3)
	tV, tZC, tXC, tYC := tmp.coord(4), tmp.coord(5), tmp.coord(6), tmp.coord(7)
	store(tYY, sqrUncarried(load(p.coord(1))))
	store(tZZ, sqrUncarried(load(p.coord(2))))
	X := load(p.coord(0))
	store(tS, add(X, p.coord(1).op()))
	xx := sqrUncarried(X)
	// yc = YY + XX and zc = (W - XX) + YY, uncarried; tU = 2W - yc and
	// tV = 2W - zc before their carries.
	yc, zc := newFe(), newFe()
	for i := range 5 {
		w, w2 := vreg(), vreg()
		VPBROADCASTQ(multipleOfP(i, true), w)
		VPBROADCASTQ(doubleWideP(i), w2)
		VPADDQ(tYY.limb(i), xx[i], yc[i])
		VPSUBQ(xx[i], w, zc[i])
		VPADDQ(tYY.limb(i), zc[i], zc[i])
		u, v := vreg(), vreg()
		VPSUBQ(yc[i], w2, u)
		VMOVDQU64(u, tU.limb(i))
		VPSUBQ(zc[i], w2, v)
		VMOVDQU64(v, tV.limb(i))
	}
	carry(yc)
	carry(zc)
	store(tZC, zc)
	store(tYC, yc)
	store(p.coord(1), mul(yc, zc)) // the new Y
	xc := sqrUncarried(load(tS))
	for i := range 5 {
		VPADDQ(tU.limb(i), xc[i], xc[i])
	}
	carry(xc)
	store(tXC, xc)
	tc := load(tV)
	for i := range 5 {
		VPADDQ(tZZ.limb(i), tc[i], tc[i])
		VPADDQ(tZZ.limb(i), tc[i], tc[i])
	}
	carry(tc)
	store(p.coord(2), mul(load(tZC), tc)) // the new Z
	store(p.coord(0), mul(load(tXC), tc)) // the new X
}

// doubleWideP returns limb i of 2^11 p as a constant.
func doubleWideP(i int) Mem {
	if i == 0 {
		return cWide2P0
	}
	return cWide2P1
}

// selectKernel emits a kernel that sets out, lane by lane, to a cached point
// read from a table, and then negates the lanes whose bit in neg is set
// (swapping Y+X and Y-X and replacing 2dT by 2p - 2dT). Every lane's point
// is a cached4 record (limb i, coordinate c at qword 4i+c: 160 bytes):
//
// selectLanesIFMA reads lane l's record at qword idx[l] of a table of
// seventeen entries in lane records (cached8ToLanesIFMA's layout: lane l'
// of entry e at qword 160 e + 20 l'). selectCompactIFMA reads it at
// ents[l].
//
// Limb i of the records of lanes l and l+2 (l = 0, 1, 4, 5) fill the two
// halves of one register, four coordinates each; VPUNPCKLQDQ and
// VPUNPCKHQDQ pair lanes l and l+1 within each 128-bit block, and
// VSHUFI64X2 collects the blocks of one coordinate into one register, in
// lane order.
func selectKernel(name string, compact bool) {
	sig := "tab *[17][4][5][8]uint64, idx *[8]uint64"
	if compact {
		sig = "ents *[8]*[5][4]uint64"
	}
	text(name, NOSPLIT, "func(out *[4][5][8]uint64, "+sig+", neg uint32)")
	Doc(fmt.Sprintf("%s is %sGeneric with AVX-512: each lane's record loaded and transposed into the lanes, then the lanes' negations.", name, name[:len(name)-4]))
	neg := Load(Param("neg"), GP32())
	kn := K2
	KMOVB(neg, kn)
	out := ptr("out")
	// record returns limb i of lane l's record as an operand (a register
	// per lane would not fit beside the others).
	var record func(l, i int) Mem
	if compact {
		ents := Load(Param("ents"), GP64())
		record = func(l, i int) Mem {
			e := GP64()
			MOVQ(Mem{Base: ents, Disp: 8 * l}, e)
			return Mem{Base: e, Disp: 32 * i}
		}
	} else {
		tab := Load(Param("tab"), GP64())
		idx := Load(Param("idx"), GP64())
		record = func(l, i int) Mem {
			x := GP64()
			MOVQ(Mem{Base: idx, Disp: 8 * l}, x)
			return Mem{Base: tab, Index: x, Scale: 8, Disp: 32 * i}
		}
	}
	twoP := [2]VecVirtual{ZMM(), ZMM()}
	VPBROADCASTQ(c2p0, twoP[0])
	VPBROADCASTQ(c2p1, twoP[1])
	lo := [4]int{0, 1, 4, 5}
	for i := range 5 {
		var r [4]VecVirtual
		for k := range r {
			// Loaded as a YMM register: a write of the low half of a
			// ZMM one would read as a use of the whole register.
			y := YMM()
			VMOVDQU64(record(lo[k], i), y)
			r[k] = ZMM()
			VINSERTI64X4(U8(1), record(lo[k]+2, i), y.AsZ(), r[k])
		}
		c := transpose4(r)
		a, b := ZMM(), ZMM()
		VPBLENDMQ(c[1], c[0], kn, a) // a = neg ? Y-X : Y+X
		VPBLENDMQ(c[0], c[1], kn, b)
		VMOVDQU64(a, out.coord(0).limb(i))
		VMOVDQU64(b, out.coord(1).limb(i))
		VMOVDQU64(c[2], out.coord(2).limb(i))
		n := ZMM()
		VPSUBQ(c[3], twoP[min(i, 1)], n)
		VPBLENDMQ(n, c[3], kn, c[3])
		VMOVDQU64(c[3], out.coord(3).limb(i))
	}
	VZEROUPPER()
	RET()
}

// transpose4 turns four registers holding the records' limb of lanes
// (0 | 2), (1 | 3), (4 | 6), (5 | 7), each half four coordinates, into four
// registers holding one coordinate of the eight lanes each.
func transpose4(r [4]VecVirtual) [4]VecVirtual {
	var t, c [4]VecVirtual
	for k := range t {
		t[k], c[k] = ZMM(), ZMM()
	}
	// t[0] = blocks (lanes 0 1: c0), (0 1: c2), (2 3: c0), (2 3: c2); t[1]
	// the same for c1 and c3; t[2], t[3] the same for lanes 4..7.
	VPUNPCKLQDQ(r[1], r[0], t[0])
	VPUNPCKHQDQ(r[1], r[0], t[1])
	VPUNPCKLQDQ(r[3], r[2], t[2])
	VPUNPCKHQDQ(r[3], r[2], t[3])
	VSHUFI64X2(U8(0x88), t[2], t[0], c[0]) // blocks 0, 2 of t[0], then of t[2]
	VSHUFI64X2(U8(0x88), t[3], t[1], c[1])
	VSHUFI64X2(U8(0xdd), t[2], t[0], c[2]) // blocks 1, 3
	VSHUFI64X2(U8(0xdd), t[3], t[1], c[3])
	return c
}

// lanesKernel emits cached8ToLanesIFMA, the transposition of a cached8 in
// place into eight lane records (selectKernel's), the inverse of
// transpose4: VSHUFI64X2 pairs the blocks of lanes 0..3 (4..7) of two
// coordinates, VPUNPCKLQDQ and VPUNPCKHQDQ pair two coordinates of one
// lane, and a last VSHUFI64X2 puts each lane's four coordinates in one half.
func lanesKernel() {
	text("cached8ToLanesIFMA", NOSPLIT, "func(q *[4][5][8]uint64)")
	Doc("cached8ToLanesIFMA is cached8ToLanesGeneric with AVX-512.")
	q := ptr("q")
	// Every limb is loaded before the first store: the records overlap
	// the coordinates' limbs they are made from.
	var in [5][4]VecVirtual
	for i := range 5 {
		for c := range 4 {
			in[i][c] = ZMM()
			VMOVDQU64(q.coord(c).limb(i), in[i][c])
		}
	}
	for i := range 5 {
		x := in[i]
		var u [4]VecVirtual
		for k := range u {
			u[k] = ZMM()
		}
		VSHUFI64X2(U8(0x44), x[2], x[0], u[0]) // c0, c2 of lanes 0..3
		VSHUFI64X2(U8(0xee), x[2], x[0], u[1]) // of lanes 4..7
		VSHUFI64X2(U8(0x44), x[3], x[1], u[2]) // c1, c3 of lanes 0..3
		VSHUFI64X2(U8(0xee), x[3], x[1], u[3])
		for h := range 2 { // lanes 0..3, then 4..7
			w0, w1 := ZMM(), ZMM()
			// w0 = blocks (lane 0: c0 c1), (2: c0 c1), (0: c2 c3), (2: c2 c3),
			// w1 the same for lanes 1 and 3 (plus 4h).
			VPUNPCKLQDQ(u[2+h], u[h], w0)
			VPUNPCKHQDQ(u[2+h], u[h], w1)
			for j, w := range []VecVirtual{w0, w1} {
				VSHUFI64X2(U8(0xd8), w, w, w) // blocks 0, 2, 1, 3
				l := 4*h + j
				VMOVDQU64(w.AsY(), Mem{Base: q.base, Disp: 8 * (20*l + 4*i)})
				VEXTRACTI64X4(U8(1), w, Mem{Base: q.base, Disp: 8 * (20*(l+2) + 4*i)})
			}
		}
	}
	VZEROUPPER()
	RET()
}

// The pair kernels hold two points in one eight-lane element: lanes 0..3
// are X, Y, Z, T of the first point, lanes 4..7 of the second (in cached
// form, Y+X, Y-X, 2Z, 2dT), and run the formulas of Hisil, Wong, Carter and
// Dawson with the four coordinates' products in parallel, as the
// "parallel" formulas of section 3 of their paper arrange them. Lane
// patterns below are given for one half and apply to both.

// perm4 permutes the four lanes of each half: lane j takes lane idx[j].
func perm4(x fe, i0, i1, i2, i3 int) fe {
	r := newFe()
	for i := range x {
		VPERMQ(U8(i0|i1<<2|i2<<4|i3<<6), x[i], r[i])
	}
	return r
}

// laneMask sets k to the lanes of pattern (bit j: lane j) in both halves.
func laneMask(k Register, pattern uint8) {
	g := GP32()
	MOVL(U32(uint32(pattern)|uint32(pattern)<<4), g)
	KMOVB(g, k)
}

// addsub returns v1 + v2 in the lanes of add, v1 - v2 + 2p in the lanes of
// sub, v1 elsewhere, carried. With wide, the subtraction adds 2^10 p
// instead, for a v2 that is an uncarried product.
func addsub(v1, v2 fe, add, sub uint8, wide bool) fe {
	laneMask(K3, add)
	laneMask(K4, sub)
	r := newFe()
	for i := range r {
		c := multipleOfP(i, wide)
		VMOVDQA64(v1[i], r[i])
		VPADDQ(v2[i], r[i], K3, r[i])
		VPADDQ_BCST(c, r[i], K4, r[i])
		VPSUBQ(v2[i], r[i], K4, r[i])
	}
	carry(r)
	return r
}

// multipleOfP returns the constant that limb i of a subtraction adds: limb
// i of 2p, or with wide of 2^10 p.
func multipleOfP(i int, wide bool) Mem {
	switch {
	case wide && i == 0:
		return cWideP0
	case wide:
		return cWideP1
	case i == 0:
		return c2p0
	}
	return c2p1
}

// pairProducts returns (Xc Tc, Yc Zc, Zc Tc, Xc Yc) of a completed point
// (Xc, Yc, Zc, Tc): the extended point.
func pairProducts(c fe) fe {
	return mul(perm4(c, 0, 1, 2, 0), perm4(c, 3, 2, 3, 1))
}

// pairDoubleMasks sets the lane masks pairDouble reads, once before a loop
// of doublings (no other emitter of that loop writes K3..K6).
func pairDoubleMasks() {
	laneMask(K3, 0b1001)
	laneMask(K4, 0b1010)
	laneMask(K5, 0b0100)
	laneMask(K6, 0b1000)
}

// pairDouble returns 2p: (X, Y, Z, X) times (X, Y, Z, Y) gives (A, B, C, D)
// = (XX, YY, ZZ, XY), uncarried and with no sum to carry first, and the
// completed point (2XY, B+A, B-A, 2C-B+A) is (D, B, B, C) doubled in lanes 0
// and 3, plus A in lanes 1 and 3, minus A in lane 2 and minus B in lane 3
// (each subtraction adding 2^10 p), carried once: every lane's limbs stay
// below 2 * 2^61 + 2^61 + 2^61 < 2^63. The lane masks are pairDoubleMasks'.
func pairDouble(p fe) fe {
	sq := mulUncarried(perm4(p, 0, 1, 2, 0), perm4(p, 0, 1, 2, 1))
	c := perm4(sq, 3, 1, 1, 2)
	for i := range c {
		tp := multipleOfP(i, true)
		x, y := vreg(), vreg()
		VPERMQ(U8(0), sq[i], x)                // A
		VPERMQ(U8(1|1<<2|1<<4|1<<6), sq[i], y) // B
		VPADDQ(c[i], c[i], K3, c[i])           // lanes 0, 3: 2XY, 2C
		VPADDQ(x, c[i], K4, c[i])              // lanes 1, 3: + A
		VPADDQ_BCST(tp, c[i], K5, c[i])
		VPSUBQ(x, c[i], K5, c[i]) // lane 2: - A
		VPADDQ_BCST(tp, c[i], K6, c[i])
		VPSUBQ(y, c[i], K6, c[i]) // lane 3: - B
	}
	carry(c)
	return pairProducts(c)
}

// pairAdd returns p + q for q cached: (Y+X, Y-X, Z, T) times q gives
// (PP, MM, ZZ2, TT2d), uncarried; the completed point is (PP-MM, PP+MM,
// ZZ2+TT2d, ZZ2-TT2d), each subtraction adding 2^10 p, carried once.
func pairAdd(p fe, q operand) fe {
	a := addsub(perm4(p, 1, 1, 2, 3), perm4(p, 0, 0, 0, 0), 0b0001, 0b0010, false)
	qr := newFe()
	for i := range qr {
		VMOVDQU64(q(i), qr[i])
	}
	m := mulUncarried(a, qr)
	c := addsub(perm4(m, 0, 0, 2, 2), perm4(m, 1, 1, 3, 3), 0b0110, 0b1001, true)
	return pairProducts(c)
}

func pairKernels() {
	pairFoldKernels()
	pairSelectKernel()
}

// pairFoldKernels emits the pair kernels whose products fold with 19 (the
// ones mulQKernels repeats).
func pairFoldKernels() {
	text("pair4DoubleIFMA", NOSPLIT, "func(p *[5][8]uint64, n uint64)")
	Doc(kdoc("pair4DoubleIFMA is pair4DoubleGeneric with AVX-512 IFMA: p = [2^n]p, n >= 1."))
	p := ptr("p")
	pairDoubleMasks()
	squarings(p, load(p), Load(Param("n"), GP64()), "pairdbl", pairDouble)

	text("pair4AddIFMA", NOSPLIT, "func(p, q *[5][8]uint64)")
	Doc(kdoc("pair4AddIFMA is pair4AddGeneric with AVX-512 IFMA: p = p + q, q cached."))
	p, q := ptr("p"), ptr("q")
	store(p, pairAdd(load(p), q.op()))
	VZEROUPPER()
	RET()

	text("pair4CachedIFMA", NOSPLIT, "func(out, p *[5][8]uint64)")
	Doc(kdoc("pair4CachedIFMA is pair4CachedGeneric with AVX-512 IFMA."))
	out := ptr("out")
	store(out, pairCached(load(ptr("p"))))
	VZEROUPPER()
	RET()
}

func pairSelectKernel() {
	text("pair4SelectIFMA", NOSPLIT, "func(out *[5][8]uint64, lo, hi *[5][4]uint64, neg uint32)")
	Doc("pair4SelectIFMA is pair4SelectGeneric with AVX-512.")
	out := ptr("out")
	lo := Load(Param("lo"), GP64())
	hi := Load(Param("hi"), GP64())
	negMasks()
	for i := range 5 {
		r := ZMM()
		VMOVDQU64(Mem{Base: lo, Disp: 32 * i}, r.AsY())
		VINSERTI64X4(U8(1), Mem{Base: hi, Disp: 32 * i}, r, r)
		negateCached(r, i)
		VMOVDQU64(r, out.limb(i))
	}
	VZEROUPPER()
	RET()
}

// soloKernels are the pair kernels for one point: the low half of an
// eight-lane element (lanes 0..3), in YMM registers, the high half left as
// it is. 256-bit operations issue on more ports than 512-bit ones, which
// matters for a single signature, whose steps form one dependency chain.
func soloKernels() {
	soloFoldKernels()
	soloSelectKernel()
}

// soloFoldKernels emits the solo kernels whose products fold with 19 (the
// ones mulQKernels repeats), and fe4Mul and fe4Sqr.
func soloFoldKernels() {
	mulSqrKernels("fe4", " on lanes 0..3 only")

	text("solo4DoubleIFMA", NOSPLIT, "func(p *[5][8]uint64, n uint64)")
	Doc(kdoc("solo4DoubleIFMA is solo4DoubleGeneric with AVX-512 IFMA: the low half of p = [2^n] itself, n >= 1."))
	p := ptr("p")
	pairDoubleMasks()
	squarings(p, load(p), Load(Param("n"), GP64()), "solodbl", pairDouble)

	text("solo4AddIFMA", NOSPLIT, "func(p, q *[5][8]uint64)")
	Doc(kdoc("solo4AddIFMA is solo4AddGeneric with AVX-512 IFMA: the low half of p += that of q, cached."))
	p = ptr("p")
	store(p, pairAdd(load(p), ptr("q").op()))
	VZEROUPPER()
	RET()

	text("solo4CachedIFMA", NOSPLIT, "func(out, p *[5][8]uint64)")
	Doc(kdoc("solo4CachedIFMA is solo4CachedGeneric with AVX-512 IFMA."))
	out := ptr("out")
	store(out, pairCached(load(ptr("p"))))
	VZEROUPPER()
	RET()
}

func soloSelectKernel() {
	text("solo4SelectIFMA", NOSPLIT, "func(out *[5][8]uint64, e *[5][4]uint64, neg uint32)")
	Doc("solo4SelectIFMA is solo4SelectGeneric with AVX-512.")
	out := ptr("out")
	e := Load(Param("e"), GP64())
	negMasks()
	for i := range 5 {
		r := vreg()
		VMOVDQU64(Mem{Base: e, Disp: 32 * i}, r)
		negateCached(r, i)
		VMOVDQU64(r, out.limb(i))
	}
	VZEROUPPER()
	RET()
}

// negMasks loads the select kernels' neg parameter into K2 (the lanes of
// the points to negate) and K3 (their 2dT lanes, 3 and 7).
func negMasks() {
	neg := Load(Param("neg"), GP32())
	KMOVB(neg, K2)
	MOVL(U32(0x88), neg)
	KMOVB(neg, K3)
	KANDB(K2, K3, K3)
}

// negateCached negates, in limb i of the cached points in r, those that
// negMasks selected: Y+X and Y-X swap, 2dT becomes 2p - 2dT.
func negateCached(r VecVirtual, i int) {
	VPERMQ(U8(1|0<<2|2<<4|3<<6), r, K2, r)
	c := multipleOfP(i, false)
	t := vreg()
	VPBROADCASTQ(c, t)
	VPSUBQ(r, t, t)
	VPBLENDMQ(t, r, K3, r)
}

// squarings emits a loop applying step n >= 1 times to x, held in
// registers, then stores the result at out and returns.
func squarings(out feMem, x fe, n Register, label string, step func(fe) fe) {
	Label(label)
	y := step(x)
	for i := range x {
		VMOVDQA64(y[i], x[i])
	}
	DECQ(n)
	JNZ(LabelRef(label))
	store(out, x)
	VZEROUPPER()
	RET()
}

// pairCached returns the cached form (Y+X, Y-X, 2Z, 2dT) of both halves
// of p: (Y+X, Y-X, Z, T) times (1, 1, 2, 2d).
func pairCached(p fe) fe {
	a := addsub(perm4(p, 1, 1, 2, 3), perm4(p, 0, 0, 0, 0), 0b0001, 0b0010, false)
	k := newFe()
	for i := range k {
		VMOVDQU64(cK4.Offset(64*i), k[i])
	}
	return mul(a, k)
}
