package ed25519

import (
	"math/big"
	"strconv"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestSmallOrderKeyForgery shows what the package comment says about
// small-order public keys: for the all-zero key (y = 0, order 4) anyone can
// make a signature that verifies under every profile except DalekStrict.
// Under the cofactored profiles R = [S]B verifies for every message; under
// StdlibCompat R = enc([S]B - T) verifies for the messages whose challenge
// k makes [k]A = T, about one in four.
func TestSmallOrderKeyForgery(t *testing.T) {
	pub := make([]byte, 32) // the all-zero key
	A, err := new(edwards25519.Point).SetBytes(pub)
	if err != nil {
		t.Fatal(err)
	}
	S := detScalar("forgery S")
	SB := new(edwards25519.Point).ScalarBaseMult(S)

	msg := []byte("transfer everything")
	sig := sigOf(SB.Bytes(), S)
	for p, want := range map[Profile]bool{DalekStrict: false, ZIP215: true, FIPS186_5: true} {
		if got := VerifyWithProfile(p, pub, msg, sig); got != want {
			t.Errorf("%v: forged signature R = [S]B for the all-zero key: got %v, want %v", p, got, want)
		}
	}

	// StdlibCompat: fix R = enc([S]B - A), then try messages until [k]A = A.
	R := new(edwards25519.Point).Subtract(SB, A).Bytes()
	sig = sigOf(R, S)
	tries := 0
	for i := 0; ; i++ {
		m := []byte("message " + strconv.Itoa(i))
		kA := new(edwards25519.Point).ScalarMult(challenge(R, pub, m), A)
		if kA.Equal(A) != 1 {
			continue
		}
		tries = i + 1
		if !VerifyWithProfile(StdlibCompat, pub, m, sig) {
			t.Errorf("stdlib: forged signature for the all-zero key rejected (message %q)", m)
		}
		if VerifyWithProfile(DalekStrict, pub, m, sig) {
			t.Errorf("dalek-strict: forged signature for the all-zero key accepted (message %q)", m)
		}
		break
	}
	t.Logf("stdlib: forgery for the all-zero key found after %d messages", tries)
}

// TestDalekStrictIsV2 names the difference between DalekStrict (ed25519-dalek
// 2.x verify_strict: R' = [S]B - [k]A encoded and compared with R's bytes)
// and ed25519-dalek 1.x verify_strict (R decoded, y reduced modulo p, and
// compared with R' as a point). They differ on a non-canonical encoding of
// an R that is not of small order: 1.x accepts it, 2.x (and so DalekStrict)
// rejects it. No real signature with such an R is known (its R has y < 19,
// and signing needs R's discrete logarithm), so the test builds the case
// with a chosen challenge k = 1 instead of the hash: A = [S]B - R makes
// [S]B - [k]A = R, and the item goes through the real front end and every
// backend with k already set.
func TestDalekStrictIsV2(t *testing.T) {
	// The point R: the first y = 2, 3, ... that is on the curve and not of
	// small order; its non-canonical encoding is y + p, which fits in 255
	// bits because y < 19.
	p := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	var R *edwards25519.Point
	var canon, nonCanon []byte
	for y := int64(2); y < 19 && R == nil; y++ {
		enc := le32(big.NewInt(y))
		P, err := new(edwards25519.Point).SetBytes(enc)
		if err != nil || prep.IsSmallOrderEncoding((*[32]byte)(enc)) {
			continue
		}
		R, canon, nonCanon = P, enc, le32(new(big.Int).Add(big.NewInt(y), p))
	}
	if R == nil {
		t.Fatal("no point with 2 <= y < 19 on the curve")
	}
	if Q, err := new(edwards25519.Point).SetBytes(nonCanon); err != nil || Q.Equal(R) != 1 {
		t.Fatalf("%x does not decode to the point %x", nonCanon, canon)
	}

	// k = 1, so that A = [S]B - R exactly even though R (like most points
	// with small y) may have a small-order component, which [1/k mod L]
	// would not undo.
	S, k := detScalar("dalek S"), scalarOne()
	A := new(edwards25519.Point).ScalarBaseMult(S)
	A.Subtract(A, R)
	pub := A.Bytes()
	msg := []byte("dalek 1.x and 2.x")

	// ed25519-dalek 1.x verify_strict, written out: reject small-order A
	// and R, decode R, accept when [S]B - [k]A equals it as a point.
	dalek1 := func(rBytes []byte) bool {
		if prep.IsSmallOrderEncoding((*[32]byte)(pub)) || prep.IsSmallOrderEncoding((*[32]byte)(rBytes)) {
			return false
		}
		sigR, err := new(edwards25519.Point).SetBytes(rBytes)
		if err != nil {
			return false
		}
		negA := new(edwards25519.Point).Negate(A)
		got := new(edwards25519.Point).VarTimeDoubleScalarBaseMult(k, negA, S)
		return got.Equal(sigR) == 1
	}

	for _, c := range []struct {
		name       string
		r          []byte
		v1, strict bool
	}{
		{"canonical R", canon, true, true},
		{"non-canonical R", nonCanon, true, false},
	} {
		if got := dalek1(c.r); got != c.v1 {
			t.Errorf("%s: the dalek 1.x rule gives %v, want %v", c.name, got, c.v1)
		}
		sig := sigOf(c.r, S)
		for b := range int32(numBackends) {
			if !backendTable[b].available() {
				continue
			}
			items := []prep.Item{prepare(DalekStrict, pub, msg, sig, nil)}
			items[0].KB, items[0].Hashed = [32]byte(k.Bytes()), true
			verdicts := make([]bool, 1)
			verifyItems(b, DalekStrict, items, verdicts)
			if verdicts[0] != c.strict {
				t.Errorf("%s, backend %s: DalekStrict gives %v, want %v (ed25519-dalek 2.x)", c.name, backendTable[b].name, verdicts[0], c.strict)
			}
		}
	}
}

func scalarOne() *edwards25519.Scalar {
	var b [32]byte
	b[0] = 1
	s, _ := edwards25519.NewScalar().SetCanonicalBytes(b[:])
	return s
}
