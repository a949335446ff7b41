package msm

import (
	"io"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/scalar"
)

// This file is the random-linear-combination batch check of the portable
// backend, for the cofactored profiles (ZIP215, FIPS186_5, VoiDefault; the byte-level
// rules of FIPS186_5 are applied before, in prepare). For candidates i with
// random 128-bit z_i it checks
//
//	[8]([-sum z_i S_i]B + sum [z_i]R_i + sum [z_i k_i]A_i) = 0,
//
// which every batch of valid signatures satisfies, and which a batch
// holding an invalid one satisfies with probability at most about 2^-128
// over the choice of the z_i. Because the equation is cofactored, a
// signature that is only valid up to a small-order component cannot make
// the combination disagree with single verification, which is why this is
// never used for the cofactorless profiles.

// nafWidth is the window of the non-adjacent forms; tables hold the odd
// multiples P, 3P, ..., (2^(nafWidth-1)-1)P.
const (
	nafWidth = 5
	nafTable = 1 << (nafWidth - 2)
)

// RLCScratch holds the decoded points, tables and digits of one chunk.
type RLCScratch struct {
	negA [prep.Chunk]edwards25519.Point
	r    [prep.Chunk]edwards25519.Point
	tabA [prep.Chunk][nafTable]edwards.CachedPoint
	tabR [prep.Chunk][nafTable]edwards.CachedPoint
	// useA[j] is the table for candidate j's A: its ExpandedPublicKey's
	// odd multiples up to 127 (KeyTable.Odd0, width 8) when it has one,
	// else tabA[j].
	useA [prep.Chunk][]edwards.CachedPoint
	nafA [prep.Chunk][256]int8
	nafR [prep.Chunk][256]int8
	z    [prep.Chunk * 16]byte
}

// VerifyRLC decodes every candidate item of a cofactored chunk, writes false
// for the items that fail to decode (marking them not ok), and runs the
// combined check over the rest. It returns true when verdicts holds the
// final verdicts (the combined check passed); false means the caller must
// verify the items one by one (the check failed, or rnd failed). Decoded
// keys are attached to the items so that the fallback does not decode them
// again.
func VerifyRLC(items []prep.Item, verdicts []bool, sc *RLCScratch, rnd io.Reader) bool {
	var idx [prep.Chunk]uint8
	c := 0
	for i := range items {
		it := &items[i]
		verdicts[i] = false
		if !it.OK {
			continue
		}
		if it.NegA == nil && it.Tab == nil {
			if _, err := sc.negA[c].SetBytes(it.Pub[:]); err != nil {
				it.OK = false
				continue
			}
			sc.negA[c].Negate(&sc.negA[c])
			it.NegA = &sc.negA[c]
		}
		if _, err := sc.r[c].SetBytes(it.Sig[:32]); err != nil {
			it.OK = false
			continue
		}
		if !it.Hashed {
			it.Challenge()
		}
		idx[c] = uint8(i)
		c++
	}
	if c == 0 {
		return true
	}
	if !prep.ReadCoefficients(rnd, sc.z[:16*c]) {
		return false
	}

	var b edwards25519.Scalar
	var zb [32]byte
	for j := 0; j < c; j++ {
		it := &items[idx[j]]
		a := RLCTerm(&zb, sc.z[16*j:16*j+16], it, &b)
		a.Negate(&a) // [-(z k)](-A) = [z k]A
		nonAdjacentForm(&sc.nafR[j], &zb)
		var pe edwards.ExtPoint
		edwards.OddMultiplesCached(sc.tabR[j][:], pe.FromPoint(&sc.r[j]))
		if it.Tab != nil {
			scalar.NAFWidthN(&sc.nafA[j], (*[32]byte)(a.Bytes()), 8)
			sc.useA[j] = it.Tab.Odd0()[:]
		} else {
			nonAdjacentForm(&sc.nafA[j], (*[32]byte)(a.Bytes()))
			edwards.OddMultiplesCached(sc.tabA[j][:], pe.FromPoint(it.NegA))
			sc.useA[j] = sc.tabA[j][:]
		}
	}
	b.Negate(&b)
	var bNaf [256]int8
	scalar.NAFWidthN(&bNaf, (*[32]byte)(b.Bytes()), 8)

	// Straus: one shared doubling chain for every point, the base point's
	// term folded in with its width-8 affine table.
	top := 255
	for ; top >= 0; top-- {
		nz := bNaf[top] != 0
		for j := 0; j < c && !nz; j++ {
			nz = sc.nafA[j][top] != 0 || sc.nafR[j][top] != 0
		}
		if nz {
			break
		}
	}
	var acc edwards.ProjPoint
	var t edwards.ComplPoint
	var u edwards.ExtPoint
	bt := edwards.BaseTable8(0)
	acc.Identity()
	for i := top; i >= 0; i-- {
		t.Double(&acc)
		for j := 0; j < c; j++ {
			addDigit(&t, &u, sc.useA[j], sc.nafA[j][i])
			addDigit(&t, &u, sc.tabR[j][:], sc.nafR[j][i])
		}
		if d := bNaf[i]; d > 0 {
			u.FromCompl(&t)
			t.AddAffine(&u, &bt[d/2])
		} else if d < 0 {
			u.FromCompl(&t)
			t.SubAffine(&u, &bt[(-d)/2])
		}
		acc.FromCompl(&t)
	}
	for j := 0; j < c; j++ {
		sc.useA[j] = nil // drop references to the caller's keys
	}
	for range 3 { // the cofactor
		acc.FromCompl(t.Double(&acc))
	}
	if !acc.IsIdentity() {
		return false
	}
	for j := 0; j < c; j++ {
		verdicts[idx[j]] = true
	}
	return true
}

// RLCTerm returns z k for the candidate it whose coefficient z is the
// little-endian z16 (16 bytes), sets zb to z in 32 bytes, and adds z S to
// sumZS: the scalars of its terms in the combined check.
func RLCTerm(zb *[32]byte, z16 []byte, it *prep.Item, sumZS *edwards25519.Scalar) (zk edwards25519.Scalar) {
	*zb = [32]byte{}
	copy(zb[:16], z16)
	var z edwards25519.Scalar
	if _, err := z.SetCanonicalBytes(zb[:]); err != nil {
		panic("ed25519/internal/msm: internal error: 128-bit scalar rejected")
	}
	sigS, k := it.SScalar(), it.KScalar()
	sumZS.MultiplyAdd(&z, &sigS, sumZS)
	zk.Multiply(&z, &k)
	return zk
}

// addDigit adds [d]P to the completed point t (u is scratch), for a
// non-adjacent-form digit d (odd, |d| < 2*len(tab), or zero) and tab the
// odd multiples of P.
func addDigit(t *edwards.ComplPoint, u *edwards.ExtPoint, tab []edwards.CachedPoint, d int8) {
	switch {
	case d > 0:
		u.FromCompl(t)
		t.Add(u, &tab[d/2])
	case d < 0:
		u.FromCompl(t)
		t.Sub(u, &tab[(-d)/2])
	}
}

// nonAdjacentForm writes the width-nafWidth non-adjacent form of the
// little-endian integer s < 2^255: s = sum naf[i] 2^i, every nonzero digit
// odd with |digit| < 2^(nafWidth-1), and any nafWidth consecutive digits
// holding at most one nonzero.
func nonAdjacentForm(naf *[256]int8, s *[32]byte) { scalar.NAFWidthN(naf, s, nafWidth) }
