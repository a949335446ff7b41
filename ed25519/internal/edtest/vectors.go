package edtest

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"os"
	"strconv"
	"testing"

	"filippo.io/edwards25519"
)

// Vector is one signature to verify.
type Vector struct {
	Name          string
	Pub, Msg, Sig []byte
}

// EdgeVectors reads the ed25519 package's edge corpus
// (ed25519/testdata/edge_corpus.json: small-order and mixed-order A and R,
// non-canonical encodings, S at the bound, points that do not decode), for
// the tests of a package two directories below ed25519 (ed25519/internal/x).
func EdgeVectors(tb testing.TB) []Vector {
	tb.Helper()
	b, err := os.ReadFile("../../testdata/edge_corpus.json")
	if err != nil {
		tb.Fatal(err)
	}
	var raw []struct{ Name, Pub, Msg, Sig string }
	if err := json.Unmarshal(b, &raw); err != nil {
		tb.Fatal(err)
	}
	vs := make([]Vector, len(raw))
	for i, r := range raw {
		vs[i].Name = r.Name
		for _, f := range []struct {
			dst *[]byte
			s   string
		}{{&vs[i].Pub, r.Pub}, {&vs[i].Msg, r.Msg}, {&vs[i].Sig, r.Sig}} {
			if *f.dst, err = hex.DecodeString(f.s); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return vs
}

// ValidVectors returns n valid signatures (crypto/ed25519) by n keys.
func ValidVectors(n int) []Vector {
	vs := make([]Vector, n)
	for i := range vs {
		priv := ed25519.NewKeyFromSeed(append(make([]byte, 30), byte(i>>8), byte(i)))
		msg := []byte("valid pool message " + strconv.Itoa(i))
		vs[i] = Vector{"pool/" + strconv.Itoa(i), priv.Public().(ed25519.PublicKey), msg, ed25519.Sign(priv, msg)}
	}
	return vs
}

// TopSVectors returns signatures whose S is at least 2^252 (L-1, L-2,
// 2^252, 2^252+1 and 2^252+2^124): the largest canonical S, whose top
// digits the engines' tables must hold, and which no honest signer
// produces. A is the identity (encoded 01 00..00), so that R = [S]B
// verifies under every profile that accepts a small-order A; each one's S
// then carries a flipped bit 0 in a second signature, which must fail.
func TopSVectors() []Vector {
	var vs []Vector
	pub := make([]byte, 32)
	pub[0] = 1
	top := new(big.Int).Lsh(big.NewInt(1), 252)
	for i, n := range []*big.Int{
		new(big.Int).Sub(L, big.NewInt(1)),
		new(big.Int).Sub(L, big.NewInt(2)),
		top,
		new(big.Int).Add(top, big.NewInt(1)),
		new(big.Int).Add(top, new(big.Int).Lsh(big.NewInt(1), 124)),
	} {
		S := le32(n)
		s, err := new(edwards25519.Scalar).SetCanonicalBytes(S[:])
		if err != nil {
			panic(err)
		}
		R := new(edwards25519.Point).ScalarBaseMult(s).Bytes()
		msg := []byte("top S " + strconv.Itoa(i))
		sig := append(append([]byte(nil), R...), S[:]...)
		bad := append([]byte(nil), sig...)
		bad[32] ^= 1
		vs = append(vs, Vector{"topS/" + strconv.Itoa(i), pub, msg, sig},
			Vector{"topS/" + strconv.Itoa(i) + "/bad", pub, msg, bad})
	}
	return vs
}

// MixedVectors is the edge corpus and TopSVectors, then valid valid
// signatures of which one in three is corrupted (a bit of R, of S or of the
// message), so that every group of a batch mixes verdicts.
func MixedVectors(tb testing.TB, valid int) []Vector {
	vs := append(EdgeVectors(tb), TopSVectors()...)
	for i, v := range ValidVectors(valid) {
		switch i % 6 {
		case 1:
			v.Sig = append([]byte(nil), v.Sig...)
			v.Sig[3] ^= 0x10
		case 3:
			v.Sig = append([]byte(nil), v.Sig...)
			v.Sig[40] ^= 1
		case 5:
			v.Msg = append([]byte(nil), v.Msg...)
			v.Msg[0] ^= 1
		}
		vs = append(vs, v)
	}
	return vs
}
