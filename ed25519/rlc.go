package ed25519

import (
	"io"

	"filippo.io/edwards25519"
)

// This file is the ZIP215 random-linear-combination batch check of the
// portable backend. For candidates i with random 128-bit z_i it checks
//
//	[8]([-sum z_i S_i]B + sum [z_i]R_i + sum [z_i k_i]A_i) = 0,
//
// which every batch of ZIP215-valid signatures satisfies, and which a batch
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

// rlcScratch holds the decoded points, tables and digits of one chunk.
type rlcScratch struct {
	negA [batchChunk]edwards25519.Point
	r    [batchChunk]edwards25519.Point
	tabA [batchChunk][nafTable]edwards25519.Point
	tabR [batchChunk][nafTable]edwards25519.Point
	nafA [batchChunk][256]int8
	nafR [batchChunk][256]int8
	z    [batchChunk * 16]byte
}

// verifyRLC decodes every candidate item of a ZIP215 chunk, writes false
// for the items that fail to decode (marking them not ok), and runs the
// combined check over the rest. It returns true when verdicts holds the
// final verdicts (the combined check passed); false means the caller must
// verify the items one by one (the check failed, or rnd failed). Decoded
// keys are attached to the items so that the fallback does not decode them
// again.
func verifyRLC(items []item, verdicts []bool, sc *rlcScratch, rnd io.Reader) bool {
	var idx [batchChunk]uint8
	c := 0
	for i := range items {
		it := &items[i]
		verdicts[i] = false
		if !it.ok {
			continue
		}
		if it.negA == nil {
			if _, err := sc.negA[c].SetBytes(it.pub[:]); err != nil {
				it.ok = false
				continue
			}
			sc.negA[c].Negate(&sc.negA[c])
			it.negA = &sc.negA[c]
		}
		if _, err := sc.r[c].SetBytes(it.sig[:32]); err != nil {
			it.ok = false
			continue
		}
		if !it.hashed {
			it.challenge()
		}
		idx[c] = uint8(i)
		c++
	}
	if c == 0 {
		return true
	}
	if !readCoefficients(rnd, sc.z[:16*c]) {
		return false
	}

	var b, z, a edwards25519.Scalar
	var zb [32]byte
	for j := 0; j < c; j++ {
		it := &items[idx[j]]
		copy(zb[:16], sc.z[16*j:16*j+16])
		if _, err := z.SetCanonicalBytes(zb[:]); err != nil {
			panic("ed25519: internal error: 128-bit scalar rejected")
		}
		b.MultiplyAdd(&z, &it.s, &b) // b += z S
		a.Multiply(&z, &it.k)
		a.Negate(&a) // [-(z k)](-A) = [z k]A
		nonAdjacentForm(&sc.nafR[j], &zb)
		nonAdjacentForm(&sc.nafA[j], (*[32]byte)(a.Bytes()))
		oddMultiples(&sc.tabR[j], &sc.r[j])
		oddMultiples(&sc.tabA[j], it.negA)
	}

	// Straus: one shared doubling chain for every point.
	top := 255
	for ; top >= 0; top-- {
		nz := false
		for j := 0; j < c && !nz; j++ {
			nz = sc.nafA[j][top] != 0 || sc.nafR[j][top] != 0
		}
		if nz {
			break
		}
	}
	acc := edwards25519.NewIdentityPoint()
	for i := top; i >= 0; i-- {
		acc.Double(acc)
		for j := 0; j < c; j++ {
			addDigit(acc, &sc.tabA[j], sc.nafA[j][i])
			addDigit(acc, &sc.tabR[j], sc.nafR[j][i])
		}
	}
	b.Negate(&b)
	var bB edwards25519.Point
	bB.ScalarBaseMult(&b)
	acc.Add(acc, &bB)
	acc.MultByCofactor(acc)
	if acc.Equal(identity) != 1 {
		return false
	}
	for j := 0; j < c; j++ {
		verdicts[idx[j]] = true
	}
	return true
}

// addDigit adds [d]P to acc, for a non-adjacent-form digit d (odd, |d| <
// 2^(nafWidth-1), or zero) and tab the odd multiples of P.
func addDigit(acc *edwards25519.Point, tab *[nafTable]edwards25519.Point, d int8) {
	switch {
	case d > 0:
		acc.Add(acc, &tab[d/2])
	case d < 0:
		acc.Subtract(acc, &tab[(-d)/2])
	}
}

// oddMultiples sets tab[i] = [2i+1]P.
func oddMultiples(tab *[nafTable]edwards25519.Point, p *edwards25519.Point) {
	var p2 edwards25519.Point
	p2.Double(p)
	tab[0].Set(p)
	for i := 1; i < nafTable; i++ {
		tab[i].Add(&tab[i-1], &p2)
	}
}

// nonAdjacentForm writes the width-nafWidth non-adjacent form of the
// little-endian integer s < 2^255: s = sum naf[i] 2^i, every nonzero digit
// odd with |digit| < 2^(nafWidth-1), and any nafWidth consecutive digits
// holding at most one nonzero.
func nonAdjacentForm(naf *[256]int8, s *[32]byte) {
	var x [5]uint64
	for i := 0; i < 4; i++ {
		for j := 7; j >= 0; j-- {
			x[i] = x[i]<<8 | uint64(s[8*i+j])
		}
	}
	*naf = [256]int8{}
	const width = 1 << nafWidth
	const mask = width - 1
	carry := uint64(0)
	for pos := 0; pos < 256; {
		idx, bit := pos/64, uint(pos%64)
		var buf uint64
		if bit < 64-nafWidth {
			buf = x[idx] >> bit
		} else {
			buf = x[idx]>>bit | x[idx+1]<<(64-bit)
		}
		w := carry + buf&mask
		if w&1 == 0 {
			pos++
			continue
		}
		if w < width/2 {
			carry = 0
			naf[pos] = int8(w)
		} else {
			carry = 1
			naf[pos] = int8(int(w) - width)
		}
		pos += nafWidth
	}
}
