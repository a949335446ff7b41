//go:build !purego

//go:generate sh -c "cd _asm && go run . -avx2 -out ../avx2_amd64.s -stubs ../avx2_stubs_amd64.go -pkg ed25519"

package ed25519

import "github.com/vilyacrypto/vilya/internal/cpu"

// useAVX2 routes the four-lane radix-2^25.5 kernels (fe10.go, solo10.go) to
// their AVX2 versions. It is set from the CPU once; tests clear it to run
// the solo10 engine on the portable twins.
var useAVX2 = cpu.AVX2

// avx2Available reports whether this machine and build can run the AVX2
// kernels.
func avx2Available() bool { return cpu.AVX2 }

func fe10Mul(out, a, b *fe10) {
	if useAVX2 {
		fe10MulAVX2(out, a, b)
	} else {
		fe10MulGeneric(out, a, b)
	}
}

func solo10Double(p *fe10, n uint64) {
	if useAVX2 {
		solo10DoubleAVX2(p, n)
	} else {
		solo10DoubleGeneric(p, n)
	}
}

func solo10Add(p, q *fe10) {
	if useAVX2 {
		solo10AddAVX2(p, q)
	} else {
		solo10AddGeneric(p, q)
	}
}

func solo10Cached(out, p *fe10) {
	if useAVX2 {
		solo10CachedAVX2(out, p)
	} else {
		solo10CachedGeneric(out, p)
	}
}

func solo10Select(out, e *fe10, neg uint32) {
	if useAVX2 {
		solo10SelectAVX2(out, e, neg)
	} else {
		solo10SelectGeneric(out, e, neg)
	}
}

func point10Double(p *point10, n uint64) {
	if useAVX2 {
		point10DoubleAVX2(p, n)
	} else {
		point10DoubleGeneric(p, n)
	}
}

func point10Add(p *point10, q *cached10) {
	if useAVX2 {
		point10AddAVX2(p, q)
	} else {
		point10AddGeneric(p, q)
	}
}

func point10AddNoT(p *point10, q *cached10) {
	if useAVX2 {
		point10AddNoTAVX2(p, q)
	} else {
		point10AddNoTGeneric(p, q)
	}
}

func select10(out *cached10, ents *[4]*fe10, neg uint32) {
	if useAVX2 {
		select10AVX2(out, ents, neg)
	} else {
		select10Generic(out, ents, neg)
	}
}

func fe10SqrN(out, a *fe10, n uint64) {
	if useAVX2 {
		fe10SqrNAVX2(out, a, n)
	} else {
		fe10SqrNGeneric(out, a, n)
	}
}

func fe10Sqr(out, a *fe10) {
	if useAVX2 {
		fe10SqrAVX2(out, a)
	} else {
		fe10SqrGeneric(out, a)
	}
}

func point10Cached(out *cached10, p *point10) {
	if useAVX2 {
		point10CachedAVX2(out, p)
	} else {
		point10CachedGeneric(out, p)
	}
}

func selectLanes10(out *cached10, tab []cached10, idx *[4]uint64, neg uint32) {
	checkLaneOffsets(len(tab), idx)
	if useAVX2 {
		selectLanes10AVX2(out, &tab[0], idx, neg)
	} else {
		selectLanes10Generic(out, tab, idx, neg)
	}
}
