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
// shared tables of the base point), with the full-length double-base
// multiplication and final checks as the fallback; a key with the tables
// of NewKeyTables takes verifyWarm (warm.go) instead. It decodes A and R
// side by side with r64.DecodePair where the CPU has BMI2, else (and R
// alone) with filippo.io/edwards25519's Point.SetBytes, and converts them
// to radix 2^25.5.

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
	kt, t51 := keyTables(it), table51(it) // at most one is not nil
	switch {
	case kt != nil:
		return s.verifyWarm(rules, it, kt)
	case t51 != nil:
		for e := range s.tab {
			r25x4.SoloFromCached51(&s.tab[e], &t51[e])
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
	return s.fullVerdict(rules, it, &r)
}

// fullVerdict is the verdict of a full-length check once acc holds R' =
// [k](-A) + [S]B, with r the decoded R (nil under the cofactorless rules
// when R was not decoded): the cofactored profiles check [8](R' - R) = 0,
// the cofactorless ones compare R' with R (finalCheck10).
// A result outside the kernels' bounds is recomputed on the portable
// backend and counted.
func (s *soloScratch) fullVerdict(rules prep.Rules, it *prep.Item, r *edwards25519.Point) bool {
	if rules.Cofactored {
		// acc - R, then [8].
		setPoint10(&s.q, r)
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
	return finalCheck10(rules, it.Sig, r, s.coord(0), s.coord(1), s.coord(2))
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

// buildTable sets tab[e] = [e]P, e = 0..16, cached, from P in the solo
// form.
func (s *soloScratch) buildTable(tab *[17]r25x4.Element, p *r25x4.Element) {
	tab[0] = identityTable10[0]
	s.acc = *p
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
	lo, hi := prep.ScalarHalves(&e)
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
	return prep.ShortVerdict(rules, it.Sig, s.coord(0), s.coord(1), s.coord(2))
}

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
