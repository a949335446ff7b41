//go:build !amd64 || purego

package ed25519

// useIFMA is false: this build has no IFMA kernels, and the lanes engine,
// which only tests run here, uses the portable twins.
const useIFMA = false

func ifmaAvailable() bool { return false }

func fe8Mul(out, a, b *fe8)                { fe8MulGeneric(out, a, b) }
func fe8Sqr(out, a *fe8, n uint64)         { fe8SqrGeneric(out, a, n) }
func fe8Add(out, a, b *fe8)                { fe8AddGeneric(out, a, b) }
func fe8Sub(out, a, b *fe8)                { fe8SubGeneric(out, a, b) }
func point8Double(p *point8, n uint64)     { point8DoubleGeneric(p, n) }
func point8Add(p *point8, q *cached8)      { point8AddGeneric(p, q) }
func point8AddNoT(p *point8, q *cached8)   { point8AddNoTGeneric(p, q) }
func point8Cached(out *cached8, p *point8) { point8CachedGeneric(out, p) }
func selectLanes(out *cached8, tab *[17]cached8, idx *[8]uint64, neg uint32) {
	selectLanesGeneric(out, tab, idx, neg)
}
func cached8ToLanes(q *cached8) { cached8ToLanesGeneric(q) }
func selectCompact(out *cached8, ents *[8]*cached4, neg uint32) {
	selectCompactGeneric(out, ents, neg)
}

func pair4Double(p *fe8, n uint64)                      { pair4DoubleGeneric(p, n) }
func pair4Add(p, q *fe8)                                { pair4AddGeneric(p, q) }
func pair4Cached(out, p *fe8)                           { pair4CachedGeneric(out, p) }
func pair4Select(out *fe8, lo, hi *cached4, neg uint32) { pair4SelectGeneric(out, lo, hi, neg) }

func solo4Double(p *fe8, n uint64)                 { solo4DoubleGeneric(p, n) }
func solo4Add(p, q *fe8)                           { solo4AddGeneric(p, q) }
func solo4Cached(out, p *fe8)                      { solo4CachedGeneric(out, p) }
func solo4Select(out *fe8, e *cached4, neg uint32) { solo4SelectGeneric(out, e, neg) }

func fe4Mul(out, a, b *fe8)        { fe4MulGeneric(out, a, b) }
func fe4Sqr(out, a *fe8, n uint64) { fe4SqrGeneric(out, a, n) }
