//go:build !purego

//go:generate sh -c "cd _asm && go run . -out ../ifma_amd64.s -stubs ../ifma_stubs_amd64.go -pkg ed25519"

package ed25519

import "github.com/vilyacrypto/vilya/internal/cpu"

// useIFMA routes the eight-lane kernels to their AVX-512 IFMA versions. It
// is set from the CPU once; tests clear it to run the lanes engine on the
// portable twins.
var useIFMA = cpu.IFMA

// useMulQ routes the IFMA kernels whose products fold with a
// multiplication by 19 (fe8Mul, fe8Sqr, point8Double, point8Add,
// point8AddNoT, point8Cached; pair4Double, pair4Add, pair4Cached; fe4Mul,
// fe4Sqr, solo4Double, solo4Add, solo4Cached) to their MulQ variants, which
// compute the same limbs with VPMULLQ where the others shift and add:
// faster where cpu.FastMulQ says so
// (docs/results/2026-12-01-ed25519-ifma-mulq). Tests run the engines on
// both variants on every CPU with IFMA.
var useMulQ = cpu.FastMulQ

// ifmaAvailable reports whether this machine and build can run the AVX-512
// IFMA kernels.
func ifmaAvailable() bool { return cpu.IFMA }

func fe8Mul(out, a, b *fe8) {
	if useIFMA && useMulQ {
		fe8MulIFMAMulQ(out, a, b)
	} else if useIFMA {
		fe8MulIFMA(out, a, b)
	} else {
		fe8MulGeneric(out, a, b)
	}
}

func fe8Sqr(out, a *fe8, n uint64) {
	if useIFMA && useMulQ {
		fe8SqrIFMAMulQ(out, a, n)
	} else if useIFMA {
		fe8SqrIFMA(out, a, n)
	} else {
		fe8SqrGeneric(out, a, n)
	}
}

func fe8Add(out, a, b *fe8) {
	if useIFMA {
		fe8AddIFMA(out, a, b)
	} else {
		fe8AddGeneric(out, a, b)
	}
}

func fe8Sub(out, a, b *fe8) {
	if useIFMA {
		fe8SubIFMA(out, a, b)
	} else {
		fe8SubGeneric(out, a, b)
	}
}

func point8Double(p *point8, n uint64) {
	if useIFMA && useMulQ {
		point8DoubleIFMAMulQ(p, n)
	} else if useIFMA {
		point8DoubleIFMA(p, n)
	} else {
		point8DoubleGeneric(p, n)
	}
}

func point8Add(p *point8, q *cached8) {
	if useIFMA && useMulQ {
		point8AddIFMAMulQ(p, q)
	} else if useIFMA {
		point8AddIFMA(p, q)
	} else {
		point8AddGeneric(p, q)
	}
}

func point8AddNoT(p *point8, q *cached8) {
	if useIFMA && useMulQ {
		point8AddNoTIFMAMulQ(p, q)
	} else if useIFMA {
		point8AddNoTIFMA(p, q)
	} else {
		point8AddNoTGeneric(p, q)
	}
}

func point8Cached(out *cached8, p *point8) {
	if useIFMA && useMulQ {
		point8CachedIFMAMulQ(out, p)
	} else if useIFMA {
		point8CachedIFMA(out, p)
	} else {
		point8CachedGeneric(out, p)
	}
}

func selectLanes(out *cached8, tab *[17]cached8, idx *[8]uint64, neg uint32) {
	if useIFMA {
		selectLanesIFMA(out, tab, idx, neg)
	} else {
		selectLanesGeneric(out, tab, idx, neg)
	}
}

func cached8ToLanes(q *cached8) {
	if useIFMA {
		cached8ToLanesIFMA(q)
	} else {
		cached8ToLanesGeneric(q)
	}
}

func selectCompact(out *cached8, ents *[8]*cached4, neg uint32) {
	if useIFMA {
		selectCompactIFMA(out, ents, neg)
	} else {
		selectCompactGeneric(out, ents, neg)
	}
}

func pair4Double(p *fe8, n uint64) {
	if useIFMA && useMulQ {
		pair4DoubleIFMAMulQ(p, n)
	} else if useIFMA {
		pair4DoubleIFMA(p, n)
	} else {
		pair4DoubleGeneric(p, n)
	}
}

func pair4Add(p, q *fe8) {
	if useIFMA && useMulQ {
		pair4AddIFMAMulQ(p, q)
	} else if useIFMA {
		pair4AddIFMA(p, q)
	} else {
		pair4AddGeneric(p, q)
	}
}

func pair4Cached(out, p *fe8) {
	if useIFMA && useMulQ {
		pair4CachedIFMAMulQ(out, p)
	} else if useIFMA {
		pair4CachedIFMA(out, p)
	} else {
		pair4CachedGeneric(out, p)
	}
}

func pair4Select(out *fe8, lo, hi *cached4, neg uint32) {
	if useIFMA {
		pair4SelectIFMA(out, lo, hi, neg)
	} else {
		pair4SelectGeneric(out, lo, hi, neg)
	}
}

func solo4Double(p *fe8, n uint64) {
	if useIFMA && useMulQ {
		solo4DoubleIFMAMulQ(p, n)
	} else if useIFMA {
		solo4DoubleIFMA(p, n)
	} else {
		solo4DoubleGeneric(p, n)
	}
}

func solo4Add(p, q *fe8) {
	if useIFMA && useMulQ {
		solo4AddIFMAMulQ(p, q)
	} else if useIFMA {
		solo4AddIFMA(p, q)
	} else {
		solo4AddGeneric(p, q)
	}
}

func solo4Cached(out, p *fe8) {
	if useIFMA && useMulQ {
		solo4CachedIFMAMulQ(out, p)
	} else if useIFMA {
		solo4CachedIFMA(out, p)
	} else {
		solo4CachedGeneric(out, p)
	}
}

func solo4Select(out *fe8, e *cached4, neg uint32) {
	if useIFMA {
		solo4SelectIFMA(out, e, neg)
	} else {
		solo4SelectGeneric(out, e, neg)
	}
}

func fe4Mul(out, a, b *fe8) {
	if useIFMA && useMulQ {
		fe4MulIFMAMulQ(out, a, b)
	} else if useIFMA {
		fe4MulIFMA(out, a, b)
	} else {
		fe4MulGeneric(out, a, b)
	}
}

func fe4Sqr(out, a *fe8, n uint64) {
	if useIFMA && useMulQ {
		fe4SqrIFMAMulQ(out, a, n)
	} else if useIFMA {
		fe4SqrIFMA(out, a, n)
	} else {
		fe4SqrGeneric(out, a, n)
	}
}
