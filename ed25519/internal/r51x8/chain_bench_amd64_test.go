//go:build !purego

package r51x8

import (
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

// BenchmarkChainIFMA times the MulQ kernels the lanes engine's chain runs:
// a run of doublings (per doubling), the additions, and the selections.
func BenchmarkChainIFMA(b *testing.B) {
	if !cpu.IFMA {
		b.Skip("no IFMA")
	}
	r := rand.New(rand.NewPCG(1, 1))
	var p Point
	var q Cached
	for i := range p {
		p[i] = randFe8(r, CarriedBound)
		q[i] = randFe8(r, CarriedBound)
	}
	for _, n := range []uint64{1, 5, 250} {
		b.Run("double"+itoa(n), func(b *testing.B) {
			for b.Loop() {
				point8DoubleIFMAMulQ(&p, n)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/double")
		})
	}
	b.Run("add", func(b *testing.B) {
		for b.Loop() {
			point8AddIFMAMulQ(&p, &q)
		}
	})
	b.Run("addNoT", func(b *testing.B) {
		for b.Loop() {
			point8AddNoTIFMAMulQ(&p, &q)
		}
	})
	b.Run("addAffineNoT", func(b *testing.B) {
		for b.Loop() {
			point8AddAffineNoTIFMAMulQ(&p, &q)
		}
	})
	var recs [8]Cached4
	var ents [8]*Cached4
	for l := range ents {
		ents[l] = &recs[l]
	}
	// walk: the lanes engine's pattern, five doublings, a selection and
	// an addition without T, ten times (per step).
	b.Run("walk", func(b *testing.B) {
		for b.Loop() {
			for range 10 {
				point8DoubleIFMAMulQ(&p, 5)
				selectCompactIFMA(&q, &ents, 0x5a)
				point8AddNoTIFMAMulQ(&p, &q)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/10, "ns/step")
	})
	b.Run("selectCompact", func(b *testing.B) {
		for b.Loop() {
			selectCompactIFMA(&q, &ents, 0x5a)
		}
	})
}

func itoa(n uint64) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}
