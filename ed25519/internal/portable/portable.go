package ed25519

import (
	"bytes"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/edwards"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// verifyItemsPortable is the portable backend: filippo.io/edwards25519
// arithmetic, one item at a time.
func verifyItemsPortable(p Profile, items []prep.Item, verdicts []bool) {
	for i := range items {
		verdicts[i] = verifyItemPortable(p, &items[i])
	}
}

// identity is the neutral element; it is only read.
var identity = edwards25519.NewIdentityPoint()

// verifyItemPortable checks one prepared item.
//
// Cofactorless profiles compute R' = [S]B - [k]A and compare its canonical
// encoding with the signature's R bytes, as crypto/ed25519 does. Cofactored
// profiles decode R (y modulo p, as Point.SetBytes does) and check
// [8](R' - R) = 0.
func verifyItemPortable(p Profile, it *prep.Item) bool {
	if !it.OK {
		return false
	}
	if it.Tab != nil {
		return verifyItemTable(p, it)
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
	r.VarTimeDoubleScalarBaseMult(&it.K, a, &it.S)
	if !p.cofactored() {
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
func verifyItemTable(p Profile, it *prep.Item) bool {
	if !it.Hashed {
		it.Challenge()
	}
	var r edwards.ProjPoint
	edwards.DoubleBaseMultTable(&r, &it.K, it.Tab, &it.S)
	if !p.cofactored() {
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
