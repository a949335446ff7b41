//go:build !amd64 || purego

package ed25519

// useAVX2 is false: this build has no AVX2 kernels, and the solo10 engine,
// which only tests run here, uses the portable twins.
const useAVX2 = false

func avx2Available() bool { return false }

func fe10Mul(out, a, b *fe10)                            { fe10MulGeneric(out, a, b) }
func solo10Double(p *fe10, n uint64)                     { solo10DoubleGeneric(p, n) }
func solo10Add(p, q *fe10)                               { solo10AddGeneric(p, q) }
func solo10Cached(out, p *fe10)                          { solo10CachedGeneric(out, p) }
func solo10Select(out, e *fe10, neg uint32)              { solo10SelectGeneric(out, e, neg) }
func point10Double(p *point10, n uint64)                 { point10DoubleGeneric(p, n) }
func point10Add(p *point10, q *cached10)                 { point10AddGeneric(p, q) }
func point10AddNoT(p *point10, q *cached10)              { point10AddNoTGeneric(p, q) }
func select10(out *cached10, ents *[4]*fe10, neg uint32) { select10Generic(out, ents, neg) }
func fe10Sqr(out, a *fe10)                               { fe10SqrGeneric(out, a) }
func fe10SqrN(out, a *fe10, n uint64)                    { fe10SqrNGeneric(out, a, n) }
func point10Cached(out *cached10, p *point10)            { point10CachedGeneric(out, p) }
func selectLanes10(out *cached10, tab []cached10, idx *[4]uint64, neg uint32) {
	selectLanes10Generic(out, tab, idx, neg)
}
