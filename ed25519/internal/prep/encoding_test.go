package prep

import (
	"math/big"
	"slices"
	"testing"

	"filippo.io/edwards25519"
)

var (
	identity = edwards25519.NewIdentityPoint()
	bigP     = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
)

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte { return reverse(n.FillBytes(make([]byte, 32))) }

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte { slices.Reverse(b); return b }

// TestSmallOrderEncodings derives every small-order encoding from the
// group and checks the classifier's table is exactly that set: each of the
// fourteen decodes to a point of small order, and the eight points' every
// other candidate encoding (y or y+p below 2^255, either sign) that decodes
// to a small-order point is in the table.
func TestSmallOrderEncodings(t *testing.T) {
	set := map[[32]byte]bool{}
	for _, e := range SmallOrderEncodings {
		if set[e] {
			t.Errorf("duplicate %x", e)
		}
		set[e] = true
		P, err := new(edwards25519.Point).SetBytes(e[:])
		if err != nil {
			t.Fatalf("%x does not decode", e)
		}
		if new(edwards25519.Point).MultByCofactor(P).Equal(identity) != 1 {
			t.Errorf("%x is not of small order", e)
		}
	}
	// The eight points: multiples of an order-8 point.
	T, _ := new(edwards25519.Point).SetBytes(SmallOrderEncodings[4][:])
	P := edwards25519.NewIdentityPoint()
	found := 0
	for range 8 {
		canon := [32]byte(P.Bytes())
		y := new(big.Int).SetBytes(reverse(append(canon[:31:31], canon[31]&0x7f)))
		for _, yy := range []*big.Int{y, new(big.Int).Add(y, bigP)} {
			if yy.BitLen() > 255 {
				continue
			}
			for sign := range 2 {
				e := [32]byte(le32(yy))
				e[31] |= byte(sign << 7)
				Q, err := new(edwards25519.Point).SetBytes(e[:])
				if err != nil || Q.Equal(P) != 1 {
					continue
				}
				found++
				if !set[e] {
					t.Errorf("small-order encoding %x missing from the table", e)
				}
			}
		}
		P.Add(P, T)
	}
	if found != len(SmallOrderEncodings) {
		t.Errorf("found %d small-order encodings, table has %d", found, len(SmallOrderEncodings))
	}
}
