package r64

import (
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"os"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// fe64Big returns a's value as an integer (not reduced).
func fe64Big(a *Element) *big.Int {
	var b [32]byte
	for i, w := range a {
		binary.BigEndian.PutUint64(b[24-8*i:], w)
	}
	return new(big.Int).SetBytes(b[:])
}

// fe64Edges are words and elements at the extremes of the representation:
// zero, one, p - 1, p, p + 1, 2^255 - 1, 2^256 - 1, 2^256 - 38 and values
// with all-ones or single-bit words.
func fe64Edges() []Element {
	const ones = ^uint64(0)
	p := Element{ones - 18, ones, ones, ones >> 1}
	return []Element{
		{}, {1}, {ones - 19, ones, ones, ones >> 1}, p, {ones - 17, ones, ones, ones >> 1},
		{ones, ones, ones, ones >> 1}, {ones, ones, ones, ones}, {ones - 37, ones, ones, ones},
		{0, 0, 0, 1 << 63}, {ones, 0, ones, 0}, {0, ones, 0, ones}, {1 << 63, 1 << 63, 1 << 63, 1 << 63},
		{38, 0, 0, 0}, {ones, ones, ones, 0}, {0, 0, 0, ones},
	}
}

// randFe64 draws an element: an edge, an edge with one word replaced, or
// four random words.
func randFe64(r *rand.Rand) Element {
	edges := fe64Edges()
	switch r.IntN(3) {
	case 0:
		return edges[r.IntN(len(edges))]
	case 1:
		e := edges[r.IntN(len(edges))]
		e[r.IntN(4)] = r.Uint64()
		return e
	default:
		return Element{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
	}
}

// TestFe64Arithmetic checks the portable operations against math/big over
// edge-biased elements: every result congruent modulo p and below 2^256,
// Freeze below p, and the reduction's steps exact (the squaring kernels
// must match them word for word).
func TestFe64Arithmetic(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	two256 := new(big.Int).Lsh(big.NewInt(1), 256)
	check := func(what string, got *Element, want *big.Int, a, b Element) {
		t.Helper()
		g := fe64Big(got)
		if g.Cmp(two256) >= 0 || new(big.Int).Mod(g, bigP).Cmp(new(big.Int).Mod(want, bigP)) != 0 {
			t.Fatalf("%s(%x, %x) = %x", what, a, b, got)
		}
	}
	for range 20000 {
		a, b := randFe64(r), randFe64(r)
		ab, bb := fe64Big(&a), fe64Big(&b)
		var out Element
		fe64MulGeneric(&out, &a, &b)
		check("mul", &out, new(big.Int).Mul(ab, bb), a, b)
		Add(&out, &a, &b)
		check("add", &out, new(big.Int).Add(ab, bb), a, b)
		Sub(&out, &a, &b)
		check("sub", &out, new(big.Int).Sub(ab, bb), a, b)
		fr := Freeze(&a)
		if g := fe64Big(&fr); g.Cmp(new(big.Int).Mod(ab, bigP)) != 0 {
			t.Fatalf("freeze(%x) = %x", a, fr)
		}
		if l := FromLimbs51(Limbs51(&a)); l != fr {
			t.Fatalf("limbs51 round trip of %x: %x", a, l)
		}
		// The reduction's intermediate words, from the 512-bit product.
		prod := new(big.Int).Mul(ab, bb)
		lo := new(big.Int).And(prod, new(big.Int).Sub(two256, big.NewInt(1)))
		v := new(big.Int).Add(lo, new(big.Int).Mul(new(big.Int).Rsh(prod, 256), big.NewInt(38)))
		v = new(big.Int).Add(new(big.Int).Mod(v, two256), new(big.Int).Mul(new(big.Int).Rsh(v, 256), big.NewInt(38)))
		if v.Cmp(two256) >= 0 {
			v.Sub(v, two256).Add(v, big.NewInt(38))
		}
		fe64MulGeneric(&out, &a, &b)
		if fe64Big(&out).Cmp(v) != 0 {
			t.Fatalf("mul(%x, %x) = %x, the reduction's steps give %x", a, b, out, v)
		}
	}
	if got := fe64Big(&fe64D); got.Cmp(new(big.Int).SetBytes(reverse(r51.D().Bytes()))) != 0 {
		t.Errorf("fe64D = %x", fe64D)
	}
}

// decodeEncodings are encodings at the edges of decoding: small and
// non-canonical y (y + p below 2^255), y = p - 1, 2^255 - 1, x = 0 with the
// sign bit set, and non-squares, each with and without the sign bit; and
// the edge corpus's R and A.
func decodeEncodings() [][32]byte {
	var out [][32]byte
	for _, y := range []int64{0, 1, 2, 3, 4, 5, 9, 18, 19, -1, -2, -19} {
		n := big.NewInt(y)
		if y < 0 {
			n.Add(bigP, n)
		}
		for _, v := range []*big.Int{n, new(big.Int).Add(n, bigP)} {
			if v.BitLen() > 255 {
				continue
			}
			e := [32]byte(le32(v))
			out = append(out, e)
			e[31] |= 0x80
			out = append(out, e)
		}
	}
	corpus, err := os.ReadFile("../../testdata/edge_corpus.json")
	if err != nil {
		panic(err)
	}
	var vs []struct{ Pub, Sig string }
	if err := json.Unmarshal(corpus, &vs); err != nil {
		panic(err)
	}
	for _, v := range vs {
		pub, _ := hex.DecodeString(v.Pub)
		sig, _ := hex.DecodeString(v.Sig)
		if len(pub) == 32 {
			out = append(out, [32]byte(pub))
		}
		if len(sig) >= 32 {
			out = append(out, [32]byte(sig[:32]))
		}
	}
	return out
}

// bigP is p = 2^255 - 19.
var bigP = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte { return reverse(n.FillBytes(make([]byte, 32))) }

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte {
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

// affineBytes returns the canonical little-endian encodings of the affine
// x and y of p.
func affineBytes(p *edwards25519.Point) (x, y [32]byte) {
	X, Y, Z, _ := p.ExtendedCoordinates()
	zi := new(field.Element).Invert(Z)
	return [32]byte(new(field.Element).Multiply(X, zi).Bytes()), [32]byte(new(field.Element).Multiply(Y, zi).Bytes())
}

// wordBytes returns the little-endian encoding of a's words.
func wordBytes(a *Element) (b [32]byte) {
	for i, w := range a {
		binary.LittleEndian.PutUint64(b[8*i:], w)
	}
	return b
}

// checkDecodeFe64 decodes encodings in pairs and one at a time, with and
// without the extra negation, and compares with Point.SetBytes.
func checkDecodeFe64(t *testing.T, encs [][32]byte) {
	t.Helper()
	for i := range encs {
		a, b := &encs[i], &encs[(i*7+3)%len(encs)]
		for _, n := range []int{1, 2} {
			for _, neg := range [][2]bool{{false, false}, {true, false}, {false, true}} {
				var x, y [2]Element
				ok := DecodePair(&x, &y, &[2]*[32]byte{a, b}, neg, n)
				for j, e := range []*[32]byte{a, b}[:n] {
					var want edwards25519.Point
					_, err := want.SetBytes(e[:])
					if ok[j] != (err == nil) {
						t.Fatalf("%x: decoded %v, SetBytes error %v", e, ok[j], err)
					}
					if err != nil {
						continue
					}
					if neg[j] {
						want.Negate(&want)
					}
					// DecodePair returns canonical affine coordinates.
					wx, wy := affineBytes(&want)
					if wordBytes(&x[j]) != wx || wordBytes(&y[j]) != wy {
						t.Fatalf("%x (negated %v): %x, %x; want %x", e, neg[j], x[j], y[j], want.Bytes())
					}
				}
			}
		}
	}
}

// TestDecodeFe64 checks DecodePair against Point.SetBytes on the edge
// encodings, random encodings (most of them not points) and the
// encodings of random points.
func TestDecodeFe64(t *testing.T) {
	encs := decodeEncodings()
	r := rand.New(rand.NewPCG(23, 24))
	for range 200 {
		var e [32]byte
		for i := range e {
			e[i] = byte(r.Uint32())
		}
		encs = append(encs, e)
		var s [64]byte
		copy(s[:], e[:])
		k, _ := new(edwards25519.Scalar).SetUniformBytes(s[:])
		encs = append(encs, [32]byte(new(edwards25519.Point).ScalarBaseMult(k).Bytes()))
	}
	forFe64Modes(t, func(t *testing.T) { checkDecodeFe64(t, encs) })
}

// BenchmarkDecode is decoding two points (A and R of a verification) and
// one (R alone, the key known): with DecodePair on this machine's kernels,
// and with Point.SetBytes.
func BenchmarkDecode(b *testing.B) {
	encs := decodeEncodings()
	var pts [][32]byte
	for _, e := range encs {
		if _, err := new(edwards25519.Point).SetBytes(e[:]); err == nil {
			pts = append(pts, e)
		}
	}
	a, r := &pts[len(pts)-1], &pts[len(pts)-2]
	for _, n := range []int{1, 2} {
		b.Run("fe64/"+string(rune('0'+n)), func(b *testing.B) {
			b.ReportAllocs()
			var x, y [2]Element
			for b.Loop() {
				DecodePair(&x, &y, &[2]*[32]byte{a, r}, [2]bool{true, false}, n)
			}
		})
		b.Run("SetBytes/"+string(rune('0'+n)), func(b *testing.B) {
			b.ReportAllocs()
			var p edwards25519.Point
			for b.Loop() {
				for _, e := range []*[32]byte{a, r}[:n] {
					p.SetBytes(e[:])
				}
			}
		})
	}
}
