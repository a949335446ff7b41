package ed25519

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/json"
	"flag"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"filippo.io/edwards25519"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

var update = flag.Bool("update", false, "rewrite testdata/edge_corpus.json and testdata/verdicts.golden")

// identity is the neutral element; it is only read.
var identity = edwards25519.NewIdentityPoint()

// Constants for crafting edge cases.
var (
	bigP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))
	bigL = func() *big.Int {
		l, _ := new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)
		return l
	}()
)

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte {
	b := n.FillBytes(make([]byte, 32))
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// edgeSigner holds a key whose secret scalar is known, for crafting.
type edgeSigner struct {
	a   *edwards25519.Scalar
	pub []byte
}

func newEdgeSigner(seed byte) edgeSigner {
	h := sha512.Sum512([]byte{'e', 'd', 'g', 'e', seed})
	a, _ := new(edwards25519.Scalar).SetBytesWithClamping(h[:32])
	return edgeSigner{a: a, pub: new(edwards25519.Point).ScalarBaseMult(a).Bytes()}
}

// detScalar derives a scalar from a label, for nonces.
func detScalar(label string) *edwards25519.Scalar {
	h := sha512.Sum512([]byte(label))
	s, _ := new(edwards25519.Scalar).SetUniformBytes(h[:])
	return s
}

func challenge(r, a, m []byte) *edwards25519.Scalar {
	h := sha512.New()
	h.Write(r)
	h.Write(a)
	h.Write(m)
	k, _ := new(edwards25519.Scalar).SetUniformBytes(h.Sum(nil))
	return k
}

func sigOf(r []byte, s *edwards25519.Scalar) []byte {
	return append(append([]byte{}, r...), s.Bytes()...)
}

// genEdgeCorpus builds, deterministically, the edge corpus of the issue:
// every small-order point in each of its encodings as A and as R,
// non-canonical y (y >= p) as A and R, x = 0 with the sign bit set, mixed-order
// A and R, S = L, S >= L, and plain valid signatures.
func genEdgeCorpus() []vector {
	var vs []vector
	add := func(name string, pub, msg, sig []byte) {
		vs = append(vs, vector{Name: "edge/" + name, Pub: pub, Msg: msg, Sig: sig})
	}
	signer := newEdgeSigner(1)
	B := edwards25519.NewGeneratorPoint()

	// Valid signatures from crypto/ed25519.
	for i := range 4 {
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{byte(i + 1)}, 32))
		msg := []byte("edge valid " + strconv.Itoa(i))
		add("valid/"+strconv.Itoa(i), priv.Public().(ed25519.PublicKey), msg, ed25519.Sign(priv, msg))
	}

	// Every encoding that decodes with y >= p, x = 0 with sign, or small order.
	var encs [][]byte
	var encNames []string
	for i, e := range prep.SmallOrderEncodings {
		encs = append(encs, bytes.Clone(e[:]))
		encNames = append(encNames, "small"+strconv.Itoa(i))
	}
	for y := int64(0); y < 19; y++ {
		for sign := range 2 {
			e := le32(new(big.Int).Add(bigP, big.NewInt(y)))
			e[31] |= byte(sign << 7)
			encs = append(encs, e)
			encNames = append(encNames, "yp"+strconv.Itoa(int(y))+"s"+strconv.Itoa(sign))
		}
	}
	for i, e := range encs {
		name := encNames[i]
		msg := []byte("edge " + name)
		// As A: R = [r]B, S = r, so [S]B - R - [k]A = -[k]A.
		r := detScalar("rA" + name)
		R := new(edwards25519.Point).ScalarBaseMult(r).Bytes()
		add("A/"+name, e, msg, sigOf(R, r))
		// As A with a small-order R too: S = 0.
		add("A/"+name+"/R0", e, msg, sigOf(prep.SmallOrderEncodings[0][:], edwards25519.NewScalar()))
		// As R: A = [a]B, S = k a, so [S]B - R - [k]A = -R.
		k := challenge(e, signer.pub, msg)
		add("R/"+name, signer.pub, msg, sigOf(e, new(edwards25519.Scalar).Multiply(k, signer.a)))
	}

	// Mixed order: A = [a]B + T and R = [r]B + T for T of order 8.
	T, _ := new(edwards25519.Point).SetBytes(prep.SmallOrderEncodings[4][:])
	for i := range 8 {
		msg := []byte("edge mixed " + strconv.Itoa(i))
		Amixed := new(edwards25519.Point).Add(new(edwards25519.Point).ScalarBaseMult(signer.a), T).Bytes()
		r := detScalar("mixed" + strconv.Itoa(i))
		R := new(edwards25519.Point).ScalarBaseMult(r).Bytes()
		k := challenge(R, Amixed, msg)
		add("mixedA/"+strconv.Itoa(i), Amixed, msg, sigOf(R, new(edwards25519.Scalar).MultiplyAdd(k, signer.a, r)))
		Rmixed := new(edwards25519.Point).Add(new(edwards25519.Point).ScalarBaseMult(r), T).Bytes()
		k = challenge(Rmixed, signer.pub, msg)
		add("mixedR/"+strconv.Itoa(i), signer.pub, msg, sigOf(Rmixed, new(edwards25519.Scalar).MultiplyAdd(k, signer.a, r)))
	}

	// S = L, S + L, S = 2^256-1 on a valid signature.
	msg := []byte("edge S")
	r := detScalar("S")
	R := new(edwards25519.Point).ScalarBaseMult(r).Bytes()
	k := challenge(R, signer.pub, msg)
	S := new(edwards25519.Scalar).MultiplyAdd(k, signer.a, r)
	add("S/valid", signer.pub, msg, sigOf(R, S))
	add("S/L", signer.pub, msg, append(bytes.Clone(R), le32(bigL)...))
	sBig := new(big.Int).SetBytes(reverse(S.Bytes()))
	add("S/S+L", signer.pub, msg, append(bytes.Clone(R), le32(new(big.Int).Add(sBig, bigL))...))
	add("S/S+2^253", signer.pub, msg, append(bytes.Clone(R), le32(new(big.Int).Add(sBig, new(big.Int).Lsh(big.NewInt(1), 253)))...))
	add("S/ff", signer.pub, msg, append(bytes.Clone(R), bytes.Repeat([]byte{0xff}, 32)...))

	// Wrong lengths.
	add("len/sig63", signer.pub, msg, sigOf(R, S)[:63])
	add("len/sig65", signer.pub, msg, append(sigOf(R, S), 0))
	add("len/pub31", signer.pub[:31], msg, sigOf(R, S))
	add("len/pub33", append(bytes.Clone(signer.pub), 0), msg, sigOf(R, S))
	add("len/empty", nil, nil, nil)

	_ = B
	return vs
}

func reverse(b []byte) []byte {
	c := bytes.Clone(b)
	for i, j := 0, len(c)-1; i < j; i, j = i+1, j-1 {
		c[i], c[j] = c[j], c[i]
	}
	return c
}

const edgeCorpusFile = "testdata/edge_corpus.json"

// TestEdgeCorpusFile checks that the committed edge corpus (which the
// differential tests in bench/ read) is exactly what genEdgeCorpus builds.
func TestEdgeCorpusFile(t *testing.T) {
	got, err := json.MarshalIndent(genEdgeCorpus(), "", "\t")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	if *update {
		if err := os.WriteFile(edgeCorpusFile, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(filepath.FromSlash(edgeCorpusFile))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale: run go test -run TestEdgeCorpusFile -update", edgeCorpusFile)
	}
}

// TestClassifiers checks prep.IsSmallOrderEncoding and IsCanonicalEncoding
// against decoding on the edge encodings and random bytes.
func TestClassifiers(t *testing.T) {
	var cases [][32]byte
	for _, v := range genEdgeCorpus() {
		if len(v.Pub) == 32 {
			cases = append(cases, [32]byte(v.Pub))
		}
		if len(v.Sig) >= 32 {
			cases = append(cases, [32]byte(v.Sig[:32]))
		}
	}
	seed := sha512.Sum512([]byte("classifiers"))
	for i := range 2000 {
		var e [32]byte
		h := sha512.Sum512(append(seed[:], byte(i), byte(i>>8)))
		copy(e[:], h[:])
		cases = append(cases, e)
	}
	for _, e := range cases {
		P, err := new(edwards25519.Point).SetBytes(e[:])
		small := err == nil && new(edwards25519.Point).MultByCofactor(P).Equal(identity) == 1
		if got := prep.IsSmallOrderEncoding(&e); got != small {
			t.Errorf("isSmallOrderEncoding(%x) = %v, want %v", e, got, small)
		}
		if err == nil {
			canon := [32]byte(P.Bytes()) == e
			if got := prep.IsCanonicalEncoding(&e); got != canon {
				t.Errorf("isCanonicalEncoding(%x) = %v, want %v", e, got, canon)
			}
		}
	}
}
