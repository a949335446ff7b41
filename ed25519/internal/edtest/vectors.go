package edtest

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"os"
	"strconv"
	"testing"
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

// MixedVectors is the edge corpus, then valid valid signatures of which
// one in three is corrupted (a bit of R, of S or of the message), so that
// every group of a batch mixes verdicts.
func MixedVectors(tb testing.TB, valid int) []Vector {
	vs := EdgeVectors(tb)
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
