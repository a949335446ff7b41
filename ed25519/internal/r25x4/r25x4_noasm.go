//go:build !amd64 || purego

package r25x4

// UseAVX2 is false: this build has no AVX2 kernels, and the engines,
// which only tests run here, uses the portable twins.
const UseAVX2 = false

// Available reports false: this build has no AVX2 kernels.
func Available() bool { return false }

// The kernels run their portable twins (see r25x4_amd64.go for each
// one's contract).

func Mul(out, a, b *Element)                            { fe10MulGeneric(out, a, b) }
func SoloDouble(p *Element, n uint64)                   { solo10DoubleGeneric(p, n) }
func SoloAdd(p, q *Element)                             { solo10AddGeneric(p, q) }
func SoloCached(out, p *Element)                        { solo10CachedGeneric(out, p) }
func SoloSelect(out, e *Element, neg uint32)            { solo10SelectGeneric(out, e, neg) }
func Double(p *Point, n uint64)                         { point10DoubleGeneric(p, n) }
func Add(p *Point, q *Cached)                           { point10AddGeneric(p, q) }
func AddNoT(p *Point, q *Cached)                        { point10AddNoTGeneric(p, q) }
func Select(out *Cached, ents *[4]*Element, neg uint32) { select10Generic(out, ents, neg) }
func Sqr(out, a *Element)                               { fe10SqrGeneric(out, a) }
func SqrN(out, a *Element, n uint64)                    { fe10SqrNGeneric(out, a, n) }
func ToCached(out *Cached, p *Point)                    { point10CachedGeneric(out, p) }
func SelectLanes(out *Cached, tab []Cached, idx *[4]uint64, neg uint32) {
	selectLanes10Generic(out, tab, idx, neg)
}

// Prefetch does nothing in this build (r25x4_amd64.go states its contract).
func Prefetch(ents []*Element) {}
