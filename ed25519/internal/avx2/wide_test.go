package avx2

import (
	"math/rand/v2"
	"slices"
	"testing"

	"filippo.io/edwards25519"
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/msm"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// This file tests the bucket sum on this package's group scratch against
// edwards25519's multi-scalar multiplication, and sets up the sums that
// BenchmarkMSMCrossover (-tags measure) times to find where the bucket sum
// of msm.CombineWide (Pippenger) overtakes the Straus chain of the
// combined check of a chunk (combine.go), which set WideMin and
// msm.WideWidth.
// docs/results/2026-12-01-ed25519-avx2-msm-crossover has the numbers.

// msmSetup is a multi-scalar multiplication's inputs: points in the solo
// form (extended coordinates) and their scalars, the base point's scalar
// last; for a chunk, also the combined check's scratch and plan.
type msmSetup struct {
	ms   *soloMSMScratch
	s    *Scratch
	ts   []int           // the plan's scalar index of pts[i]
	pts  []r25x4.Element // -A_c and R_c
	sc   [][32]byte
	ref  []*edwards25519.Point // pts as edwards25519 points, then B
	wide *wideAVX2             // sc copied in; bucket fills its pts
}

// newMSMChunk sets up the combined check of n valid ZIP215 signatures
// (n <= prep.Chunk) as Combine would, with fixed coefficients: the
// Straus plan, and the same sum's points and scalars.
func newMSMChunk(t testing.TB, n int) *msmSetup {
	items := make([]prep.Item, n)
	for i, v := range validPool(n) {
		items[i] = itemOf(prep.Rules{Cofactored: true}, v, false)
	}
	prep.HashItems(items, new(prep.HashScratch))
	m := &msmSetup{ms: new(soloMSMScratch), s: new(Scratch)}
	var idx [prep.Chunk]uint8
	for i := range idx {
		idx[i] = uint8(i)
	}
	if !m.ms.plan.Prepare(items, idx[:n], make([]bool, n), rand.NewChaCha8([32]byte{9})) {
		t.Fatal("reading the coefficients failed")
	}
	var sumZS edwards25519.Scalar
	var zb [32]byte
	for j := range n {
		zk := msm.RLCTerm(&zb, m.ms.plan.Z[16*j:16*j+16], &items[j], &sumZS)
		zk.Negate(&zk) // against -A, as the plan has it
		var a, r edwards25519.Point
		if _, err := a.SetBytes(items[j].Pub[:]); err != nil {
			t.Fatal(err)
		}
		if _, err := r.SetBytes(items[j].Sig[:32]); err != nil {
			t.Fatal(err)
		}
		var fa, fr r25x4.Element
		setPoint10(&fa, a.Negate(&a))
		setPoint10(&fr, &r)
		m.ref = append(m.ref, &a, &r)
		m.ts = append(m.ts, j, msm.StrausR+j)
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
		var fa, fr r25x4.Element
		q := new(edwards25519.Point).Add(p, p)
		setPoint10(&fa, p)
		setPoint10(&fr, q)
		m.ref = append(m.ref, p, q)
		m.pts = append(m.pts, fa, fr)
		m.sc = append(m.sc, scalar(32), scalar(16))
	}
	m.sc = append(m.sc, scalar(32))
	m.alloc()
	return m
}

func (m *msmSetup) alloc() {
	m.ref = append(m.ref, edwards25519.NewGeneratorPoint())
	m.wide = new(wideAVX2)
	for i := range m.sc {
		m.wide.SetScalar(i, &m.sc[i])
	}
}

// straus is the combined check's sum as Combine computes it once its
// points are decoded: each point's table of odd multiples, then the chain.
func (m *msmSetup) straus() r25x4.Element {
	for i := range m.pts {
		tab := &m.ms.tab[m.ts[i]]
		m.s.solo.oddMultiples(&m.pts[i], 15, func(e int) *r25x4.Element { return &tab[e/2] })
	}
	m.ms.walk()
	return m.ms.acc
}

// bucket is the same sum as msm.CombineWide computes it once its points are
// decoded: their cached forms, then the bucket sum at width w.
func (m *msmSetup) bucket(w uint) r25x4.Element {
	for i := range m.pts {
		r25x4.SoloCached(&m.wide.pts[i], &m.pts[i])
	}
	m.wide.pts[len(m.sc)-1] = basepoint10()[1]
	msm.BucketSum(solo10Kernels{}, &m.wide.Wide, m.wide.pts[:], &m.wide.buckets, &m.wide.sums, r25x4.Element{{0, 1, 1, 0}}, len(m.sc), w)
	return m.wide.sums[0]
}

// pointOf10 converts a carried solo-form point to an edwards25519.Point.
func pointOf10(t *testing.T, p *r25x4.Element) *edwards25519.Point {
	var c [3]field.Element
	for i := range c {
		fz := r51.Freeze(r25x4.Limbs51(r25x4.Lane(p, i)))
		b := r51.Bytes(&fz)
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

// TestBucketSum checks the bucket sum at every width it takes against
// edwards25519's multi-scalar multiplication, on random points and scalars
// with some scalars zero (the candidates a group leaves out), and on the
// terms of a chunk of valid signatures, whose sum times the cofactor is the
// identity, as the Straus chain finds it.
func TestBucketSum(t *testing.T) {
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, n := range []int{1, 2, 5, 64, 300} {
			m := newMSMRandom(n)
			for i := 0; i < len(m.sc); i += 7 {
				m.sc[i] = [32]byte{}
				m.wide.SetScalar(i, &m.sc[i])
			}
			sc := make([]*edwards25519.Scalar, len(m.sc))
			for i := range m.sc {
				var err error
				if sc[i], err = new(edwards25519.Scalar).SetCanonicalBytes(m.sc[i][:]); err != nil {
					t.Fatal(err)
				}
			}
			want := new(edwards25519.Point).VarTimeMultiScalarMult(sc, m.ref)
			for w := uint(5); w <= 8; w++ {
				got := m.bucket(w)
				if pointOf10(t, &got).Equal(want) != 1 {
					t.Fatalf("%s n=%d w=%d: the bucket sum differs from VarTimeMultiScalarMult", mode, n, w)
				}
			}
		}
		for _, n := range []int{1, 5, 64} {
			m := newMSMChunk(t, n)
			s := m.straus()
			if pointOf10(t, &s).Equal(edwards25519.NewIdentityPoint()) != 1 {
				t.Fatalf("%s n=%d: the Straus chain's check fails on valid signatures", mode, n)
			}
			for w := uint(5); w <= 8; w++ {
				got := m.bucket(w)
				p := pointOf10(t, &got)
				if p.MultByCofactor(p).Equal(edwards25519.NewIdentityPoint()) != 1 {
					t.Fatalf("%s n=%d w=%d: [8] of the bucket sum of valid signatures is not the identity", mode, n, w)
				}
			}
		}
		restore()
	}
}

// TestWide runs the bucket sum of internal/msm on this package's group
// scratch: it accepts a group of valid signatures (keys in every mode),
// rejects one holding a bad signature, and declines, counting the fault,
// when the sum is corrupted.
func TestWide(t *testing.T) {
	cof := prep.Rules{Cofactored: true}
	pool := validPool(70)
	for _, mode := range kernelModes() {
		restore := useKernels(mode)
		for _, km := range keyModes {
			for _, bad := range []bool{false, true} {
				vs := slices.Clone(pool)
				if bad {
					vs[66].Sig = slices.Clone(vs[66].Sig)
					vs[66].Sig[33] ^= 1
				}
				all := itemsOf(cof, vs, km)
				items := make([]prep.Item, prep.Chunk)
				verdicts := make([]bool, len(vs))
				passed := msm.CombineWide(NewWide(), len(vs), items, new(prep.HashScratch), func(first int, items []prep.Item) {
					copy(items, all[first:])
				}, verdicts, rand.NewChaCha8([32]byte{1}))
				if passed == bad || (passed && slices.Contains(verdicts, false)) {
					t.Errorf("%s %s bad=%v: passed %v, verdicts %v", mode, km, bad, passed, verdicts)
				}
			}
			before := prep.Faults.Load()
			SetFaultHook(func(acc *r25x4.Element) { acc[1][0] |= 1 << 62 })
			items := make([]prep.Item, prep.Chunk)
			all := itemsOf(cof, pool[:20], km)
			passed := msm.CombineWide(NewWide(), 20, items, new(prep.HashScratch), func(first int, items []prep.Item) {
				copy(items, all[first:])
			}, make([]bool, 20), rand.NewChaCha8([32]byte{2}))
			SetFaultHook(nil)
			if passed || prep.Faults.Load() == before {
				t.Errorf("%s %s: a corrupted bucket sum passed or was not counted", mode, km)
			}
		}
		restore()
	}
}
