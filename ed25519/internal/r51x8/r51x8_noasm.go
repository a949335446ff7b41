//go:build !amd64 || purego

package r51x8

// UseIFMA is false: this build has no IFMA kernels, and the lanes engine,
// which only tests run here, uses the portable twins.
const UseIFMA = false

// Available reports false: this build has no IFMA kernels.
func Available() bool { return false }

// The kernels run their portable twins (see r51x8_amd64.go for each
// one's contract).

func Mul(out, a, b *Element)            { fe8MulGeneric(out, a, b) }
func Sqr(out, a *Element, n uint64)     { fe8SqrGeneric(out, a, n) }
func Mul2(out, a, b *[2]Element)        { fe8Mul2Generic(out, a, b) }
func Sqr2(out, a *[2]Element, n uint64) { fe8Sqr2Generic(out, a, n) }
func Freeze(out, a *Element)            { fe8FreezeGeneric(out, a) }
func Add(out, a, b *Element)            { fe8AddGeneric(out, a, b) }
func Sub(out, a, b *Element)            { fe8SubGeneric(out, a, b) }
func PointDouble(p *Point, n uint64)    { point8DoubleGeneric(p, n) }
func PointAdd(p *Point, q *Cached)      { point8AddGeneric(p, q) }
func PointAddNoT(p *Point, q *Cached)   { point8AddNoTGeneric(p, q) }
func PointAddAffineNoT(p *Point, q *Cached) {
	point8AddAffineNoTGeneric(p, q)
}
func PointCached(out *Cached, p *Point) { point8CachedGeneric(out, p) }
func SelectLanes(out *Cached, tab *[17]Cached, idx *[8]uint64, neg uint32) {
	selectLanesGeneric(out, tab, idx, neg)
}
func CachedToLanes(q *Cached) { cached8ToLanesGeneric(q) }
func SelectCompact(out *Cached, ents *[8]*Cached4, neg uint32) {
	selectCompactGeneric(out, ents, neg)
}

func PairDouble(p *Element, n uint64)                      { pair4DoubleGeneric(p, n) }
func PairAdd(p, q *Element)                                { pair4AddGeneric(p, q) }
func PairCached(out, p *Element)                           { pair4CachedGeneric(out, p) }
func PairSelect(out *Element, lo, hi *Cached4, neg uint32) { pair4SelectGeneric(out, lo, hi, neg) }

func SoloDouble(p *Element, n uint64)                 { solo4DoubleGeneric(p, n) }
func SoloAdd(p, q *Element)                           { solo4AddGeneric(p, q) }
func SoloCached(out, p *Element)                      { solo4CachedGeneric(out, p) }
func SoloSelect(out *Element, e *Cached4, neg uint32) { solo4SelectGeneric(out, e, neg) }

func MulLow(out, a, b *Element)        { fe4MulGeneric(out, a, b) }
func SqrLow(out, a *Element, n uint64) { fe4SqrGeneric(out, a, n) }

// Prefetch does nothing in this build (r51x8_amd64.go states its contract).
func Prefetch(ents []*Cached4) {}
