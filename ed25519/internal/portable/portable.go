// Package portable is the ed25519 package's portable backend: one prepared
// item at a time on filippo.io/edwards25519 (a key's table, when attached,
// on internal/edwards), under a profile's prep.Rules, and the group
// scratch of its bucket sums over many chunks (NewWide, for
// msm.CombineWide). Its verdict is the authority every SIMD engine's
// verdict equals, and those engines call VerifyItem for an item whose
// lanes they cannot finish. Items must be prepared (prep.Item); an item
// whose challenge is not hashed is hashed here. Nothing here allocates
// but NewWide.
package portable

import (
	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// VerifyItems sets verdicts[i] to VerifyItem(rules, &items[i]) for every
// item; len(verdicts) >= len(items).
func VerifyItems(rules prep.Rules, items []prep.Item, verdicts []bool) {
	for i := range items {
		verdicts[i] = VerifyItem(rules, &items[i])
	}
}

// VerifyItem checks one prepared item under rules: false for an item that is
// not OK.
//
// An item with its key's table (it.Tab) takes the direct check
// (verifyDirect: R' = [S]B - [k]A, one chain of at most 32 doublings over
// the table's positions); any other the shortened check (verifyShort:
// about 128 doublings, R decoded), and, for the rare challenge that does
// not shorten, the direct check in about 252 doublings. Each gives
// crypto/ed25519's verdict under cofactorless rules and [8](R' - R) = 0,
// with R decoded as Point.SetBytes does (y modulo p), under cofactored
// ones.
func VerifyItem(rules prep.Rules, it *prep.Item) bool {
	if !it.OK {
		return false
	}
	if it.Tab != nil {
		if !it.Hashed {
			it.Challenge()
		}
		return verifyDirect(rules, it, nil)
	}
	var negA edwards25519.Point
	a := it.NegA
	if a == nil {
		if _, err := negA.SetBytes(it.Pub[:]); err != nil {
			return false
		}
		negA.Negate(&negA)
		a = &negA
	}
	if !it.Hashed {
		it.Challenge()
	}
	if v, ok := verifyShort(rules, it, a); ok {
		return v
	}
	return verifyDirect(rules, it, a)
}

// verifyDirect checks a hashed item by R' = [S]B - [k]A: with its key's
// table (it.Tab) when negA is nil, with negA (-A decoded) otherwise. Under
// cofactorless rules it compares the canonical encoding of R' with the
// signature's R bytes, as crypto/ed25519 does; under cofactored rules it
// decodes R and checks [8](R' - R) = 0.
func verifyDirect(rules prep.Rules, it *prep.Item, negA *edwards25519.Point) bool {
	k, sigS := it.KScalar(), it.SScalar()
	var r edwards.ProjPoint
	if negA == nil {
		edwards.DoubleBaseMultTable(&r, &k, it.Tab, &sigS)
	} else {
		var p edwards25519.Point
		p.VarTimeDoubleScalarBaseMult(&k, negA, &sigS)
		X, Y, Z, _ := p.ExtendedCoordinates()
		r.X, r.Y, r.Z = *X, *Y, *Z
	}
	if !rules.Cofactored {
		var enc [32]byte
		r.Encode(&enc)
		return enc == *(*[32]byte)(it.Sig[:32])
	}
	var sigR edwards25519.Point
	if _, err := sigR.SetBytes(it.Sig[:32]); err != nil {
		return false
	}
	return edwards.CofactorEqual(&r, &sigR)
}
