package ed25519

import (
	"io"
	"sync"

	"filippo.io/edwards25519"
)

// This file is the avx2 backend's combined check of a chunk under a
// cofactored profile (ZIP215, FIPS186_5) on the solo10 kernels (one
// point's four coordinates across the lanes): with random 128-bit z_c for
// the candidates c, the check of rlc.go,
//
//	[8]([-sum z_c S_c]B + sum [z_c]R_c + sum [-(z_c k_c)](-A_c)) = 0,
//
// as a Straus multi-scalar multiplication: one chain of doublings for the
// whole chunk, width-5 non-adjacent forms of the 253-bit -(z_c k_c) and
// the 128-bit z_c against per-candidate tables of the odd multiples of -A_c
// and R_c, and a width-8 form of the base point's scalar against the
// shared table of [e]B. A and R are decoded four at a time in the lanes
// of the quad kernels (decodeLanes10). Every addition is at a nonzero
// digit, about 63 for a candidate; a check with one candidate per lane of
// the quad kernels, adding at every signed radix-2^5 window (77 for a
// candidate), took longer at every chunk size from 4 to 64
// (docs/results/2026-12-01-ed25519-avx2-straus).

// soloMSMMax is the most candidates the solo combined check takes: a
// chunk.
const soloMSMMax = batchChunk

// soloMSMEvent is one addition of the chain: a nonzero digit d of scalar
// t (candidate t's A below soloMSMMax, candidate t-soloMSMMax's R below
// 2*soloMSMMax, then the base point's).
type soloMSMEvent struct {
	t uint8
	d int8
}

// soloMSMScalars is the number of scalars of a full chunk: A's and R's of
// every candidate, and the base point's.
const soloMSMScalars = 2*soloMSMMax + 1

// soloMSMScratch is the solo combined check's scratch (about 380 KiB, most
// of it tables), pooled apart from the workspaces so that batches that never
// take it do not carry it.
type soloMSMScratch struct {
	tab    [2 * soloMSMMax][8]fe10 // tab[t][e/2] = [e] of scalar t's point, odd e
	digits [soloMSMScalars][nafMaxDigits]nafDigit
	nd     [soloMSMScalars]int
	// events holds the digits sorted by position, those of position p at
	// count[p]:count[p+1]. A form of width 5 or more has at most 52 digits
	// (they stand five positions apart among 256).
	events [soloMSMScalars * 52]soloMSMEvent
	count  [257]uint16
	z      [soloMSMMax * 16]byte
	acc, q fe10

	// The points waiting to be decoded four at a time: queued[l] is the
	// encoding of the point of scalar t[l], negated if bit l of neg is set.
	queued [4]*[32]byte
	t      [4]int
	neg    uint8
	n      int
	bad    [soloMSMMax]bool // a candidate whose A or R did not decode
	pt     point10
	ft     quadFieldScratch
}

var soloMSMScratches = sync.Pool{New: func() any { return new(soloMSMScratch) }}

// combineSolo is the avx2 backend's combined check, with verifyRLC's
// contract: it hashes and
// decodes every candidate item, writes false for the items that fail to
// decode (marking them not ok), and returns true when verdicts holds the
// final verdicts (the combined check passed); false means the caller must
// verify the items one by one. More than soloMSMMax candidates is a
// programming error, and panics.
func combineSolo(items []item, verdicts []bool, ws *workspace, rnd io.Reader) bool {
	ms := soloMSMScratches.Get().(*soloMSMScratch)
	defer soloMSMScratches.Put(ms)
	hashItems(items, &ws.hash)
	var idx [soloMSMMax]uint8
	c := 0
	for i := range items {
		verdicts[i] = false
		it := &items[i]
		if !it.ok {
			continue
		}
		if c == soloMSMMax {
			panic("ed25519: internal error: too many candidates for combineSolo")
		}
		idx[c] = uint8(i)
		ms.bad[c] = false
		if !ms.keyTable(c, it, &ws.solo) {
			ms.queue(c, it.pub, true, &ws.solo)
		}
		ms.queue(soloMSMMax+c, (*[32]byte)(it.sig[:32]), false, &ws.solo)
		c++
	}
	ms.decode(&ws.solo)
	live := 0
	for j := range c {
		if ms.bad[j] {
			items[idx[j]].ok = false
		} else {
			live++
		}
	}
	if live == 0 {
		return true
	}
	if !readCoefficients(rnd, ms.z[:16*c]) {
		return false
	}
	var b, z, a edwards25519.Scalar
	var zb [32]byte
	for j := range soloMSMMax {
		ms.nd[j], ms.nd[soloMSMMax+j] = 0, 0
		if j >= c || ms.bad[j] {
			continue
		}
		it := &items[idx[j]]
		copy(zb[:16], ms.z[16*j:16*j+16])
		if _, err := z.SetCanonicalBytes(zb[:]); err != nil {
			panic("ed25519: internal error: 128-bit scalar rejected")
		}
		b.MultiplyAdd(&z, &it.s, &b) // b += z S
		a.Multiply(&z, &it.k)
		a.Negate(&a) // [-(z k)](-A) = [z k]A
		ms.nd[j] = nafDigits(&ms.digits[j], (*[32]byte)(a.Bytes()), 5)
		ms.nd[soloMSMMax+j] = nafDigits(&ms.digits[soloMSMMax+j], &zb, 5)
	}
	b.Negate(&b)
	ms.nd[2*soloMSMMax] = nafDigits(&ms.digits[2*soloMSMMax], (*[32]byte)(b.Bytes()), 8)
	ms.sortEvents()
	ms.walk()
	if soloFaultHook != nil {
		soloFaultHook(&ms.acc)
	}
	if !carried10(&ms.acc) {
		laneFaults.Add(1)
		return false
	}
	X := freezeLimbs(limbs51From(lane10(&ms.acc, 0)))
	Y := freezeLimbs(limbs51From(lane10(&ms.acc, 1)))
	Z := freezeLimbs(limbs51From(lane10(&ms.acc, 2)))
	if X != [5]uint64{} || Y != Z {
		return false
	}
	for j := range c {
		verdicts[idx[j]] = !ms.bad[j]
	}
	return true
}

// keyTable sets tab[j] to the odd multiples of -A of candidate j from the
// item's key (its avx2 or ifma table, or -A decoded), reporting false when
// the item has none and A must be decoded.
func (ms *soloMSMScratch) keyTable(j int, it *item, s *soloScratch) bool {
	tab := &ms.tab[j]
	switch {
	case it.solo != nil:
		for e := range tab {
			tab[e] = it.solo[2*e+1]
		}
	case it.hot != nil:
		for e := range tab {
			cachedTo10(&tab[e], &it.hot.lo[2*e+1])
		}
	case it.negA != nil:
		var p fe10
		setPoint10(&p, it.negA)
		s.oddMultiples(&p, func(e int) *fe10 { return &tab[e/2] })
	default:
		return false
	}
	return true
}

// queue adds the encoding of scalar t's point (negated if neg) to those
// decoded together, decoding when four are waiting.
func (ms *soloMSMScratch) queue(t int, enc *[32]byte, neg bool, s *soloScratch) {
	ms.queued[ms.n], ms.t[ms.n] = enc, t
	if neg {
		ms.neg |= 1 << ms.n
	}
	ms.n++
	if ms.n == len(ms.queued) {
		ms.decode(s)
	}
}

// decode decodes the queued points in the lanes (decodeLanes10: one
// exponentiation for up to four) and builds each one's table of odd
// multiples, or marks its candidate bad.
func (ms *soloMSMScratch) decode(s *soloScratch) {
	if ms.n == 0 {
		return
	}
	ok := decodeLanes10(&ms.pt, &ms.queued, ms.neg, &ms.ft)
	for l := range ms.n {
		t := ms.t[l]
		if ok>>l&1 == 0 {
			ms.bad[t%soloMSMMax] = true
			continue
		}
		var p fe10
		for c := range p[0] {
			for i := range p {
				p[i][c] = ms.pt[c][i][l]
			}
		}
		tab := &ms.tab[t]
		s.oddMultiples(&p, func(e int) *fe10 { return &tab[e/2] })
	}
	ms.queued, ms.neg, ms.n = [4]*[32]byte{}, 0, 0
}

// sortEvents sorts the digits by position into events (a counting sort).
func (ms *soloMSMScratch) sortEvents() {
	ms.count = [257]uint16{}
	for t := range ms.digits {
		for _, g := range ms.digits[t][:ms.nd[t]] {
			ms.count[g.pos+1]++
		}
	}
	for p := 1; p <= 256; p++ {
		ms.count[p] += ms.count[p-1]
	}
	var next [256]uint16
	copy(next[:], ms.count[:256])
	for t := range ms.digits {
		for _, g := range ms.digits[t][:ms.nd[t]] {
			ms.events[next[g.pos]] = soloMSMEvent{uint8(t), g.d}
			next[g.pos]++
		}
	}
}

// walk sets acc to [8] of the sum of the events' multiples: from the top
// position down, acc doubled once a position (the doublings of positions
// without events taken together) and each event's multiple added.
func (ms *soloMSMScratch) walk() {
	ms.acc = fe10{{0, 1, 1, 0}}
	bt := basepoint10()
	top := 255
	for top >= 0 && ms.count[top] == ms.count[top+1] {
		top--
	}
	var pending uint64
	for pos := top; pos >= 0; pos-- {
		if pos < top {
			pending++
		}
		evs := ms.events[ms.count[pos]:ms.count[pos+1]]
		if len(evs) == 0 {
			continue
		}
		if pending != 0 {
			solo10Double(&ms.acc, pending)
			pending = 0
		}
		for _, ev := range evs {
			d := int(ev.d)
			var ent *fe10
			if ev.t == 2*soloMSMMax {
				ent = &bt[abs(d)]
			} else {
				ent = &ms.tab[ev.t][abs(d)/2]
			}
			if d > 0 {
				solo10Add(&ms.acc, ent)
			} else {
				solo10Select(&ms.q, ent, 1)
				solo10Add(&ms.acc, &ms.q)
			}
		}
	}
	solo10Double(&ms.acc, pending+3) // and the cofactor
}
