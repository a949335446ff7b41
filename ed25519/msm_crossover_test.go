//go:build !purego

package ed25519

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"
)

// This file measures where a Pippenger (bucket) multi-scalar multiplication
// would overtake the Straus chain of the avx2 backend's combined check
// (solo_msm.go): the crossover issue 11 asks for. pippenger runs on the same
// solo10 kernels: signed radix-2^w digits of every scalar, one bucket per
// digit magnitude, the buckets summed by the running-sum method, w
// doublings between windows (Pippenger 1976; Bernstein, Doumen, Lange and
// Oosterwijk 2012, section 4). It is a measurement harness, not a path of
// the package; TestMSMPippengerMatchesStraus checks it against the Straus
// chain, and docs/results/2026-12-01-ed25519-avx2-msm-crossover has the
// numbers.

// msmSetup is a multi-scalar multiplication's inputs: points in the solo
// form (extended coordinates) and their scalars, the base point's scalar
// last; for a chunk, also the combined check's scratch and plan.
type msmSetup struct {
	ms     *soloMSMScratch
	ws     *workspace
	ts     []int  // the plan's scalar index of pts[i]
	pts    []fe10 // -A_c and R_c
	sc     [][32]byte
	cached []fe10 // scratch: the points in the cached form, then [1]B

	digits  [][]int8
	buckets []fe10
	used    []bool
}

// newMSMChunk sets up the combined check of n valid ZIP215 signatures
// (n <= batchChunk) as combineSolo would, with fixed coefficients: the
// Straus plan, and the same sum's points and scalars.
func newMSMChunk(t testing.TB, n int) *msmSetup {
	ws := new(workspace)
	items := ws.items[:n]
	for i, v := range validPool(n) {
		items[i] = prepare(ZIP215, v.Pub, v.Msg, v.Sig, nil)
	}
	hashItems(items, &ws.hash)
	m := &msmSetup{ms: new(soloMSMScratch), ws: ws}
	var idx [batchChunk]uint8
	for i := range idx {
		idx[i] = uint8(i)
	}
	if !m.ms.plan.prepare(items, idx[:n], make([]bool, n), rand.NewChaCha8([32]byte{9})) {
		t.Fatal("reading the coefficients failed")
	}
	var sumZS edwards25519.Scalar
	var zb [32]byte
	for j := range n {
		zk := rlcTerm(&zb, m.ms.plan.z[16*j:16*j+16], &items[j], &sumZS)
		zk.Negate(&zk) // against -A, as the plan has it
		var a, r edwards25519.Point
		if _, err := a.SetBytes(items[j].pub[:]); err != nil {
			t.Fatal(err)
		}
		if _, err := r.SetBytes(items[j].sig[:32]); err != nil {
			t.Fatal(err)
		}
		var fa, fr fe10
		setPoint10(&fa, a.Negate(&a))
		setPoint10(&fr, &r)
		m.ts = append(m.ts, j, strausR+j)
		m.pts = append(m.pts, fa, fr)
		m.sc = append(m.sc, [32]byte(zk.Bytes()), zb)
	}
	sumZS.Negate(&sumZS)
	m.sc = append(m.sc, [32]byte(sumZS.Bytes()))
	m.alloc()
	return m
}

// newMSMRandom sets up a sum of the same shape for any n: n points with
// 253-bit scalars and n with 128-bit ones, random, and the base point's.
func newMSMRandom(n int) *msmSetup {
	r := rand.New(rand.NewPCG(uint64(n), 7))
	scalar := func(bytes int) (s [32]byte) {
		for i := range bytes {
			s[i] = byte(r.Uint32())
		}
		s[31] &= 0x0f
		return s
	}
	m := &msmSetup{}
	for range n {
		var wide [64]byte
		for i := range wide {
			wide[i] = byte(r.Uint32())
		}
		x, _ := new(edwards25519.Scalar).SetUniformBytes(wide[:])
		p := new(edwards25519.Point).ScalarBaseMult(x)
		var fa, fr fe10
		setPoint10(&fa, p)
		setPoint10(&fr, p.Add(p, p))
		m.pts = append(m.pts, fa, fr)
		m.sc = append(m.sc, scalar(32), scalar(16))
	}
	m.sc = append(m.sc, scalar(32))
	m.alloc()
	return m
}

func (m *msmSetup) alloc() {
	m.cached = make([]fe10, len(m.sc))
	m.digits = make([][]int8, len(m.sc))
	for i := range m.digits {
		m.digits[i] = make([]int8, 64)
	}
	m.buckets, m.used = make([]fe10, 129), make([]bool, 129)
}

// straus is the combined check's sum as combineSolo computes it once its
// points are decoded: each point's table of odd multiples, then the chain.
func (m *msmSetup) straus() fe10 {
	for i := range m.pts {
		tab := &m.ms.tab[m.ts[i]]
		m.ws.solo.oddMultiples(&m.pts[i], 15, func(e int) *fe10 { return &tab[e/2] })
	}
	m.ms.walk()
	return m.ms.acc
}

// pippenger is the same sum with buckets of signed radix-2^w digits, w <= 8.
func (m *msmSetup) pippenger(w uint) fe10 {
	id := fe10{{0, 1, 1, 0}}
	for i := range m.pts {
		solo10Cached(&m.cached[i], &m.pts[i])
	}
	m.cached[len(m.sc)-1] = basepoint10()[1]
	k := (254 + int(w) - 1) / int(w) // windows for 253 bits and the carry
	for i := range m.sc {
		signedWindows(m.digits[i][:k], &m.sc[i], w)
	}
	nb := 1 << (w - 1)
	acc, run, sum, q := id, id, id, fe10{}
	for j := k - 1; j >= 0; j-- {
		if j != k-1 {
			solo10Double(&acc, uint64(w))
		}
		clear(m.used[:nb+1])
		for i := range m.sc {
			d := int(m.digits[i][j])
			if d == 0 {
				continue
			}
			ent := &m.cached[i]
			if d < 0 {
				solo10Select(&q, ent, 1)
				ent, d = &q, -d
			}
			if !m.used[d] {
				m.buckets[d], m.used[d] = id, true
			}
			solo10Add(&m.buckets[d], ent)
		}
		// sum = sum over b of [b] bucket b, as the running sums of the
		// buckets from the top down.
		run, sum = id, id
		started := false
		for b := nb; b >= 1; b-- {
			if m.used[b] {
				solo10Cached(&q, &m.buckets[b])
				solo10Add(&run, &q)
				started = true
			}
			if started {
				solo10Cached(&q, &run)
				solo10Add(&sum, &q)
			}
		}
		solo10Cached(&q, &sum)
		solo10Add(&acc, &q)
	}
	return acc
}

// pointOf10 converts a carried solo-form point to an edwards25519.Point.
func pointOf10(t *testing.T, p *fe10) *edwards25519.Point {
	var c [3]field.Element
	for i := range c {
		fz := freezeLimbs(limbs51From(lane10(p, i)))
		b := bytesFromLimbs(&fz)
		if _, err := c[i].SetBytes(b[:]); err != nil {
			t.Fatal(err)
		}
	}
	var zInv, x, y, xy, one field.Element
	zInv.Invert(&c[2])
	x.Multiply(&c[0], &zInv)
	y.Multiply(&c[1], &zInv)
	pt, err := new(edwards25519.Point).SetExtendedCoordinates(&x, &y, one.One(), xy.Multiply(&x, &y))
	if err != nil {
		t.Fatal(err)
	}
	return pt
}

// TestMSMPippengerMatchesStraus checks the harness: for chunks of valid
// signatures, the Pippenger sum at every width equals the Straus chain's,
// whose cofactor multiple is the identity.
func TestMSMPippengerMatchesStraus(t *testing.T) {
	for _, n := range []int{1, 5, 64} {
		m := newMSMChunk(t, n)
		s := m.straus()
		want := pointOf10(t, &s)
		for w := uint(4); w <= 8; w++ {
			p := m.pippenger(w)
			if pointOf10(t, &p).Equal(want) != 1 {
				t.Fatalf("n=%d w=%d: Pippenger's sum differs from Straus's", n, w)
			}
		}
		if want.MultByCofactor(want).Equal(edwards25519.NewIdentityPoint()) != 1 {
			t.Fatalf("n=%d: [8] of the combined sum of valid signatures is not the identity", n)
		}
	}
}

// BenchmarkMSMCrossover times the combined check's sum once the points are
// decoded, per op for n signatures (2n + 1 points): the Straus chain with
// its tables (chunks of valid signatures, n <= 64, the chunk size) and the
// Pippenger sum at widths 4 to 8 (random inputs of the same shape, any n).
func BenchmarkMSMCrossover(b *testing.B) {
	for _, n := range []int{8, 16, 32, 64} {
		m := newMSMChunk(b, n)
		b.Run(fmt.Sprintf("straus/%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				m.straus()
			}
		})
	}
	for _, n := range []int{8, 16, 32, 64, 128, 256, 512, 1024} {
		m := newMSMRandom(n)
		for w := uint(4); w <= 8; w++ {
			b.Run(fmt.Sprintf("pippenger-w%d/%d", w, n), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					m.pippenger(w)
				}
			})
		}
	}
}
