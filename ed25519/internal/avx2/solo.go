package avx2

import (
	"sync"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/portable"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
	"github.com/vilyacrypto/vilya/ed25519/internal/r64"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the solo10 engine: one signature at a time, one point's
// four coordinates across the four lanes of the AVX2 kernels
// (internal/r25x4). Its check is the shortened one (verifyShort: four NAFs
// walked together, against tables of the odd multiples of -A and R and the
// shared tables of the base point; verifySplit for a key with the tables
// of NewKeyTables), with the full-length double-base multiplication and
// final checks as the fallback. It decodes A and R side by side with
// r64.DecodePair where the CPU has BMI2, else (and R alone) with
// filippo.io/edwards25519's Point.SetBytes, and converts them to radix
// 2^25.5.

// soloScratch is the scratch of the solo10 engine.
type soloScratch struct {
	tab  [17]r25x4.Element // tab[e] = [e](-A), cached
	tabR [17]r25x4.Element // tabR[e] = [e]R for odd e (verifyShort)
	negA r25x4.Element     // -A, when verifySolo10 builds its table
	acc  r25x4.Element
	q    r25x4.Element
}

var soloScratches = sync.Pool{New: func() any { return new(soloScratch) }}

// soloFaultHook, when set by a test (SetFaultHook), corrupts an engine's
// accumulator before its final checks, to prove the containment path.
var soloFaultHook func(acc *r25x4.Element)

// SetFaultHook sets the fault hook of every engine of this package (nil
// clears it): f sees each engine's accumulator (the solo10 engine's, lane
// 1 of the quad engine's, the combined check's and the bucket sum's) before
// its final checks, and may corrupt it to prove that a result outside the
// kernels' bounds is counted in prep.Faults and recomputed on the portable
// backend (or, for a combined check, declined). For tests only; not safe
// to call while verifying.
func SetFaultHook(f func(acc *r25x4.Element)) { soloFaultHook = f }

// basepoint10 returns [e]B for e = 0..128, as cached points with Z = 1 in
// the four-lane form (edwards.Base51 converted).
var basepoint10 = sync.OnceValue(func() *[129]r25x4.Element {
	bt := edwards.Base51()
	tab := new([129]r25x4.Element)
	for e := range tab {
		r25x4.SoloFromCached51(&tab[e], &bt[e])
	}
	return tab
})

// verifySolo10 returns the verdict for one item, exactly as
// portable.VerifyItem would. The item must be ok and hashed.
func verifySolo10(rules prep.Rules, it *prep.Item, s *soloScratch) bool {
	tab := &s.tab
	var r edwards25519.Point
	var rs r25x4.Element // R in the solo form, once decoded
	decoded := false
	// A table built here holds the odd multiples up to 7 (aTop), for
	// width-4 digits, as R's (verifyShort); a key's own holds them all.
	aTop := 7
	switch {
	case it.Solo != nil:
		tab, aTop = it.Solo, 15
	case it.Hot != nil:
		for e := range s.tab {
			r25x4.SoloFromCached51(&s.tab[e], &it.Hot.Lo[e])
		}
		aTop = 15
	case it.NegA != nil:
		setPoint10(&s.negA, it.NegA)
	case r64.Fast():
		// A and R decoded side by side (internal/r64).
		var x, y [2]r64.Element
		ok := r64.DecodePair(&x, &y, &[2]*[32]byte{it.Pub, (*[32]byte)(it.Sig[:32])}, [2]bool{true, false}, 2)
		if !ok[0] || !ok[1] {
			return false
		}
		soloFromFe64(&s.negA, &x[0], &y[0])
		soloFromFe64(&rs, &x[1], &y[1])
		decoded = true
	default:
		var negA edwards25519.Point
		if _, err := negA.SetBytes(it.Pub[:]); err != nil {
			return false
		}
		setPoint10(&s.negA, negA.Negate(&negA))
	}
	if aTop == 7 {
		s.oddMultiples(&s.negA, 7, func(e int) *r25x4.Element { return &s.tab[e] })
	}
	if !decoded {
		if _, err := r.SetBytes(it.Sig[:32]); err != nil {
			return false
		}
		setPoint10(&rs, &r)
	}
	if useShortChallenge {
		if it.SoloHi != nil && aTop == 15 {
			if v, ok := s.verifySplit(rules, it, tab, it.SoloHi, &rs); ok {
				return v
			}
		}
		if v, ok := s.verifyShort(rules, it, tab, aTop, &rs); ok {
			return v
		}
	}
	// The full-length check below (rare: the shortened scalars were not
	// short) takes width-5 digits for A and reads R as a Point.
	if aTop == 7 {
		s.oddMultiples(&s.negA, 15, func(e int) *r25x4.Element { return &s.tab[e] })
	}
	if decoded {
		if _, err := r.SetBytes(it.Sig[:32]); err != nil {
			panic("ed25519: internal error: R decoded once and not twice")
		}
	}
	s.doubleBaseMult(tab, &it.KB, (*[32]byte)(it.Sig[32:]))
	if rules.Cofactored {
		// acc - R, then [8].
		setPoint10(&s.q, &r)
		r25x4.SoloCached(&s.q, &s.q)
		r25x4.SoloSelect(&s.q, &s.q, 1)
		r25x4.SoloAdd(&s.acc, &s.q)
		r25x4.SoloDouble(&s.acc, 3)
	}
	if soloFaultHook != nil {
		soloFaultHook(&s.acc)
	}
	if !r25x4.Carried(&s.acc) {
		prep.Faults.Add(1)
		return portable.VerifyItem(rules, it)
	}
	return finalCheck10(rules, it.Sig, &r, s.coord(0), s.coord(1), s.coord(2))
}

// NewKeyTables returns an ExpandedPublicKey's tables for this backend,
// built once from negA = -A: [e](-A) for e = 0..16, cached, in the solo
// form (prep.Item.Solo), and the odd multiples of 2^64(-A) and 2^128(-A)
// of the split check (prep.Item.SoloHi). It allocates both.
func NewKeyTables(negA *edwards25519.Point) (*[17]r25x4.Element, *[2][8]r25x4.Element) {
	return buildSoloTable(negA), buildSoloHiTables(negA)
}

// buildSoloTable returns [e](-A), e = 0..16, cached, in the four-lane form.
func buildSoloTable(negA *edwards25519.Point) *[17]r25x4.Element {
	s := soloScratches.Get().(*soloScratch)
	defer soloScratches.Put(s)
	tab := new([17]r25x4.Element)
	s.buildTable(tab, negA)
	return tab
}

// buildSoloHiTables returns, at index e/2 for odd e = 1..15, [e](2^64 (-A))
// in its first table and [e](2^128 (-A)) in its second, cached, in the
// four-lane form (128 doublings and two tables of odd multiples).
func buildSoloHiTables(negA *edwards25519.Point) *[2][8]r25x4.Element {
	s := soloScratches.Get().(*soloScratch)
	defer soloScratches.Put(s)
	tabs := new([2][8]r25x4.Element)
	var p r25x4.Element
	setPoint10(&p, negA)
	for h := range tabs {
		r25x4.SoloDouble(&p, 64)
		s.oddMultiples(&p, 15, func(e int) *r25x4.Element { return &tabs[h][e/2] })
	}
	return tabs
}

// coord returns lane c of acc as radix-2^51 limbs for r51.Freeze.
func (s *soloScratch) coord(c int) [5]uint64 { return r25x4.Limbs51(r25x4.Lane(&s.acc, c)) }

// setPoint10 sets out to the extended coordinates of p.
func setPoint10(out *r25x4.Element, p *edwards25519.Point) {
	X, Y, Z, T := p.ExtendedCoordinates()
	for l, e := range [4]*field.Element{X, Y, Z, T} {
		v := r25x4.FromLimbs51(r51.LimbsOf(e))
		r25x4.SetLane(out, l, &v)
	}
}

// buildTable sets tab[e] = [e](-A), e = 0..16, from negA = -A.
func (s *soloScratch) buildTable(tab *[17]r25x4.Element, negA *edwards25519.Point) {
	tab[0] = identityTable10[0]
	setPoint10(&s.acc, negA)
	r25x4.SoloCached(&tab[1], &s.acc)
	r25x4.SoloDouble(&s.acc, 1)
	r25x4.SoloCached(&tab[2], &s.acc)
	for e := 3; e <= 16; e++ {
		r25x4.SoloAdd(&s.acc, &tab[1])
		r25x4.SoloCached(&tab[e], &s.acc)
	}
}

// oddMultiples sets *entry(e) = [e]P, cached, for odd e = 1..top, from P
// in the solo form: one doubling and (top-1)/2 additions.
func (s *soloScratch) oddMultiples(p *r25x4.Element, top int, entry func(e int) *r25x4.Element) {
	s.acc = *p
	r25x4.SoloCached(entry(1), &s.acc)
	r25x4.SoloDouble(&s.acc, 1)
	r25x4.SoloCached(&s.q, &s.acc) // [2]P
	s.acc = *p
	for e := 3; e <= top; e += 2 {
		r25x4.SoloAdd(&s.acc, &s.q)
		r25x4.SoloCached(entry(e), &s.acc)
	}
}

// doubleBaseMult sets acc = [k](-A) + [S]B with tab[e] = [e](-A) for odd
// e: k and S are recoded as width-5 and width-8 NAFs (odd digits, about one
// position in six and in nine nonzero), so the walk adds only at nonzero
// digits (scalar.WalkNAF, as the ifma backend's solo engine).
func (s *soloScratch) doubleBaseMult(tab *[17]r25x4.Element, k, S *[32]byte) {
	var nafA, nafB scalar.NAF
	nafA.Set(k, 5)
	nafB.Set(S, 8)
	s.acc = r25x4.Element{{0, 1, 1, 0}}
	bt := basepoint10()
	add := func(tab *r25x4.Element, d int) {
		var neg uint32
		if d < 0 {
			neg = 1
		}
		r25x4.SoloSelect(&s.q, tab, neg)
		r25x4.SoloAdd(&s.acc, &s.q)
	}
	scalar.WalkNAF(&nafA, &nafB, func(d int) { add(&tab[scalar.Abs(d)], d) },
		func(d int) { add(&bt[scalar.Abs(d)], d) }, func(n uint64) { r25x4.SoloDouble(&s.acc, n) })
}

// basepoint10x128 returns [e](2^128 B) for e = 0..128, as cached points
// with Z = 1 in the solo form (edwards.Base51x128 converted).
var basepoint10x128 = sync.OnceValue(func() *[129]r25x4.Element {
	bt := edwards.Base51x128()
	tab := new([129]r25x4.Element)
	for e := range tab {
		r25x4.SoloFromCached51(&tab[e], &bt[e])
	}
	return tab
})

// basepointOdd10 returns [e]B in its first table and [e](2^128 B) in its
// second, at index e/2 for the odd e below 2^(soloBaseWidth-1), as cached
// points with Z = 1 in the solo form.
var basepointOdd10 = sync.OnceValue(func() *[2][1 << (soloBaseWidth - 2)]r25x4.Element {
	tab := new([2][1 << (soloBaseWidth - 2)]r25x4.Element)
	for h, p := range [2]*edwards25519.Point{edwards25519.NewGeneratorPoint(), edwards.Base128()} {
		affineOdd10(tab[h][:], p)
	}
	return tab
})

// verifyShort is verifySolo10's check with the challenge shortened
// (prep.ShortScalars, internal/scalar's lattice.go): with c = d k (mod
// 8L), d odd, it computes
//
//	[d]R + [c]A - [e_lo]B - [e_hi](2^128 B),  e = d S mod L = e_lo + 2^128 e_hi,
//
// which is [d](R + [k]A - [S]B), in about 128 doublings (four width-5 and
// width-8 NAFs walked together), and which is the identity exactly when
// R + [k]A - [S]B is. The cofactored profiles take [8] of it; the
// cofactorless ones also need R's encoding canonical (then R' = R is the
// equality of encodings that prep.CofactorlessEqual tests). tab holds [e](-A)
// for odd e up to aTop (7 or 15: A's digits are of width 4 or 5); r is R
// decoded, in the solo form. It reports false, having done nothing, when
// the shortened scalars are not short.
func (s *soloScratch) verifyShort(rules prep.Rules, it *prep.Item, tab *[17]r25x4.Element, aTop int, r *r25x4.Element) (verdict, ok bool) {
	c, cNeg, d, e, ok := prep.ShortScalars(it, 128)
	if !ok {
		return false, false
	}
	var lo, hi [32]byte
	eb := e.Bytes()
	copy(lo[:16], eb[:16])
	copy(hi[:16], eb[16:])
	// R's digits are of width 4 (odd multiples up to 7): its table costs
	// four entries fewer than width 5's, which is more than the extra
	// digits cost (about 25.6 against 21.3 for 128 bits).
	s.oddMultiples(r, 7, func(e int) *r25x4.Element { return &s.tabR[e] })
	var nafs [4]scalar.NAF
	wA := uint(5)
	if aTop == 7 {
		wA = 4
	}
	nafs[0].Set(&c, wA)
	nafs[1].Set(&d, 4)
	nafs[2].Set(&lo, soloBaseWidth)
	nafs[3].Set(&hi, soloBaseWidth)
	forms := [4]*scalar.NAF{&nafs[0], &nafs[1], &nafs[2], &nafs[3]}
	// [c]A = [-c](-A) from tab: A's digits negated unless c is negative;
	// the base point's always negated.
	bt := basepointOdd10()
	negate := [4]bool{!cNeg, false, true, true}
	s.acc = r25x4.Element{{0, 1, 1, 0}}
	scalar.WalkNAFs(forms[:], func(i, dg int) {
		var neg uint32
		if (dg < 0) != negate[i] {
			neg = 1
		}
		var ent *r25x4.Element
		switch i {
		case 0:
			ent = &tab[scalar.Abs(dg)]
		case 1:
			ent = &s.tabR[scalar.Abs(dg)]
		default:
			ent = &bt[i-2][scalar.Abs(dg)/2]
		}
		r25x4.SoloSelect(&s.q, ent, neg)
		r25x4.SoloAdd(&s.acc, &s.q)
	}, func(n uint64) { r25x4.SoloDouble(&s.acc, n) })
	return s.shortVerdict(rules, it), true
}

// shortVerdict is the verdict of a shortened check once acc holds [d](R +
// [k]A - [S]B): the identity, after [8] for the cofactored profiles; the
// cofactorless ones also need R's encoding canonical (then R' = R is the
// equality of encodings that prep.CofactorlessEqual tests). A result outside
// the kernels' bounds is recomputed on the portable backend and counted.
func (s *soloScratch) shortVerdict(rules prep.Rules, it *prep.Item) bool {
	if rules.Cofactored {
		r25x4.SoloDouble(&s.acc, 3)
	}
	if soloFaultHook != nil {
		soloFaultHook(&s.acc)
	}
	if !r25x4.Carried(&s.acc) {
		prep.Faults.Add(1)
		return portable.VerifyItem(rules, it)
	}
	X, Y, Z := r51.Freeze(s.coord(0)), r51.Freeze(s.coord(1)), r51.Freeze(s.coord(2))
	identity := X == [5]uint64{} && Y == Z
	if !rules.Cofactored {
		identity = identity && prep.IsCanonicalEncoding((*[32]byte)(it.Sig[:32]))
	}
	return identity
}

// basepointOdd10x64 returns [e](2^64 B) in its first table and
// [e](2^192 B) in its second, at index e/2 for the odd e below 2^7, as
// cached points with Z = 1 in the solo form: with basepointOdd10's tables
// of B and 2^128 B, whose first 64 entries are the same multiples, the
// four quarters of verifySplit's base-point scalar (20 KiB each).
var basepointOdd10x64 = sync.OnceValue(func() *[2][64]r25x4.Element {
	tab := new([2][64]r25x4.Element)
	for h := range tab {
		var s edwards25519.Scalar
		var b [32]byte
		b[8+16*h] = 1 // 2^64, 2^192
		if _, err := s.SetCanonicalBytes(b[:]); err != nil {
			panic(err)
		}
		affineOdd10(tab[h][:], new(edwards25519.Point).ScalarBaseMult(&s))
	}
	return tab
})

// affineOdd10 sets dst[e/2] = [e]P for the odd e below 2 len(dst), as
// cached points with Z = 1 in the solo form.
func affineOdd10(dst []r25x4.Element, p *edwards25519.Point) {
	twice := new(edwards25519.Point).Add(p, p)
	acc := new(edwards25519.Point).Set(p)
	for e := range dst {
		var c [5][4]uint64
		edwards.AffineCached51(&c, acc)
		r25x4.SoloFromCached51(&dst[e], &c)
		acc.Add(acc, twice)
	}
}

// verifySplit is verifyShort for an ExpandedPublicKey with its tables of 2^64(-A)
// and 2^128(-A) (hi): the challenge is split unevenly (scalar.SplitChallenge at
// 192 bits), so that d is about 64 bits and c about 192, and
//
//	[d]R + [c_0]A + [c_1](2^64 A) + [c_2](2^128 A) - sum [e_i](2^(64 i) B),
//
// for the 64-bit pieces c_i of c and e_i of e = d S mod L, takes about 64
// doublings instead of 128, from tables the key and the package build
// once. It reports false, having done nothing, when c and d are not short.
func (s *soloScratch) verifySplit(rules prep.Rules, it *prep.Item, tab *[17]r25x4.Element, hi *[2][8]r25x4.Element, r *r25x4.Element) (verdict, ok bool) {
	c, cNeg, d, e, ok := prep.ShortScalars(it, 192)
	if !ok {
		return false, false
	}
	eb := e.Bytes()
	s.oddMultiples(r, 7, func(e int) *r25x4.Element { return &s.tabR[e] })
	// Forms 0..2: the pieces of c; 3: d; 4..7: the pieces of e.
	var nafs [8]scalar.NAF
	var piece [32]byte
	for i := range 3 {
		copy(piece[:8], c[8*i:])
		nafs[i].Set(&piece, 5)
	}
	nafs[3].Set(&d, 4)
	for i := range 4 {
		copy(piece[:8], eb[8*i:])
		nafs[4+i].Set(&piece, 8)
	}
	var forms [8]*scalar.NAF
	for i := range nafs {
		forms[i] = &nafs[i]
	}
	// Quarter i of e against 2^(64 i) B: the even quarters from
	// basepointOdd10's tables, the odd ones from basepointOdd10x64's.
	bt, bt64 := basepointOdd10(), basepointOdd10x64()
	quarters := [4]*[64]r25x4.Element{(*[64]r25x4.Element)(bt[0][:64]), &bt64[0], (*[64]r25x4.Element)(bt[1][:64]), &bt64[1]}
	s.acc = r25x4.Element{{0, 1, 1, 0}}
	scalar.WalkNAFs(forms[:], func(i, dg int) {
		// [c]A = [-c](-A): A's digits negated unless c is negative; the
		// base point's always negated.
		neg := dg < 0
		var ent *r25x4.Element
		switch {
		case i == 0:
			ent, neg = &tab[scalar.Abs(dg)], neg != !cNeg
		case i < 3:
			ent, neg = &hi[i-1][scalar.Abs(dg)/2], neg != !cNeg
		case i == 3:
			ent = &s.tabR[scalar.Abs(dg)]
		default:
			ent, neg = &quarters[i-4][scalar.Abs(dg)/2], !neg
		}
		if neg {
			r25x4.SoloSelect(&s.q, ent, 1)
			ent = &s.q
		}
		r25x4.SoloAdd(&s.acc, ent)
	}, func(n uint64) { r25x4.SoloDouble(&s.acc, n) })
	return s.shortVerdict(rules, it), true
}

// soloFromFe64 sets p, in the solo form, to the extended coordinates (x,
// y, 1, xy).
func soloFromFe64(p *r25x4.Element, x, y *r64.Element) {
	var t r64.Element
	r64.Mul(&t, x, y)
	one := [5]uint64{1}
	for l, v := range [4][5]uint64{r64.Limbs51(x), r64.Limbs51(y), one, r64.Limbs51(&t)} {
		c := r25x4.FromLimbs51(v)
		r25x4.SetLane(p, l, &c)
	}
}
