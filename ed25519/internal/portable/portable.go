// Package portable is the ed25519 package's portable backend: one prepared
// item at a time on filippo.io/edwards25519 (a key's table, when attached,
// on internal/edwards), under a profile's prep.Rules. Its verdict is the
// authority every SIMD engine's verdict equals, and those engines call
// VerifyItem for an item whose lanes they cannot finish. Items must be
// prepared (prep.Item); an item whose challenge is not hashed is hashed
// here. Nothing here allocates.
package portable

import (
	"bytes"

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

// identity is the neutral element; it is only read.
var identity = edwards25519.NewIdentityPoint()

// VerifyItem checks one prepared item under rules: false for an item that is
// not OK.
//
// Under cofactorless rules it computes R' = [S]B - [k]A and compares its
// canonical encoding with the signature's R bytes, as crypto/ed25519 does;
// under cofactored rules it decodes R (y modulo p, as Point.SetBytes does)
// and checks [8](R' - R) = 0.
func VerifyItem(rules prep.Rules, it *prep.Item) bool {
	if !it.OK {
		return false
	}
	if it.Tab != nil {
		return verifyItemTable(rules, it)
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
	var r edwards25519.Point
	k, sigS := it.KScalar(), it.SScalar()
	r.VarTimeDoubleScalarBaseMult(&k, a, &sigS)
	if !rules.Cofactored {
		return bytes.Equal(r.Bytes(), it.Sig[:32])
	}
	var sigR edwards25519.Point
	if _, err := sigR.SetBytes(it.Sig[:32]); err != nil {
		return false
	}
	r.Subtract(&r, &sigR)
	r.MultByCofactor(&r)
	return r.Equal(identity) == 1
}

// verifyItemTable checks an item whose key brings its own table.
func verifyItemTable(rules prep.Rules, it *prep.Item) bool {
	if !it.Hashed {
		it.Challenge()
	}
	var r edwards.ProjPoint
	k, sigS := it.KScalar(), it.SScalar()
	edwards.DoubleBaseMultTable(&r, &k, it.Tab, &sigS)
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
