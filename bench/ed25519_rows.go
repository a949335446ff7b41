package main

import (
	"crypto/ed25519"
	"fmt"
)

// An edCorpus holds valid signatures under distinct keys: entry i is
// (pubs[i], msgs[i], sigs[i]), each with its own key, so that cycling
// through it gives cold keys.
type edCorpus struct {
	pubs, msgs, sigs [][]byte
}

func newEdCorpus(n, msgLen int) *edCorpus {
	c := &edCorpus{}
	seed := input(32)
	for i := range n {
		s := append([]byte(nil), seed...)
		s[0], s[1] = byte(i), byte(i>>8)
		priv := ed25519.NewKeyFromSeed(s)
		msg := make([]byte, msgLen)
		copy(msg, input(msgLen + n)[i:])
		c.pubs = append(c.pubs, priv.Public().(ed25519.PublicKey))
		c.msgs = append(c.msgs, msg)
		c.sigs = append(c.sigs, ed25519.Sign(priv, msg))
	}
	return c
}

// window returns batch consecutive entries starting at the i-th window.
func (c *edCorpus) window(i, batch int) (pubs, msgs, sigs [][]byte) {
	w := len(c.pubs) / batch
	lo := (i % w) * batch
	return c.pubs[lo : lo+batch], c.msgs[lo : lo+batch], c.sigs[lo : lo+batch]
}

// ed25519Rows returns the Ed25519 rows, in µs per signature: single
// verification with cold keys; batches of 1..64 cold-key signatures under
// ZIP215 (verify-batch; also 1024, from a corpus of their own),
// StdlibCompat, DalekStrict, FIPS186_5 and Libsodium, where
// single-signature peers loop and batch peers make one call configured to
// the same predicate (the optional peer Narya joins the single-verification
// row and the StdlibCompat and DalekStrict rows, which also run at 16);
// batches of 64 with every key precomputed once (verify-batch-warm); and a
// hot-key row for the APIs that precompute a public key.
func ed25519Rows(quick bool) []rowSpec {
	msgLens := []int{200, 1232}
	batches := []int{1, 2, 4, 8, 64}
	// ZIP215 batches also at 1024, where vilya's avx2 backend switches from
	// a Straus chain per chunk of 64 to one bucket sum per group.
	zipBatches := append(batches[:len(batches):len(batches)], 1024)
	pool := 256
	if quick {
		msgLens = []int{200}
		batches = []int{8}
		zipBatches = batches
		pool = 64
	}
	var rows []rowSpec
	for _, ml := range msgLens {
		c := newEdCorpus(pool, ml)
		v := vilyaEd25519OrNA()

		r := rowSpec{group: "ed25519", op: "verify", size: ml, batch: 1, perItem: 1}
		r.impls = append(r.impls, edSingleImpl(v, c, 1))
		for _, p := range edSingles() {
			r.impls = append(r.impls, edSingleImpl(p, c, 1))
		}
		r.impls = append(r.impls, edSingleImpl(naryaPeer(), c, 1))
		rows = append(rows, r)

		for _, b := range zipBatches {
			c := c
			if b > pool {
				c = newEdCorpus(b, ml)
			}
			r := rowSpec{group: "ed25519", op: "verify-batch", size: ml, batch: b, perItem: b}
			r.impls = append(r.impls, edBatchImpl(v, c, b))
			for _, p := range edBatches() {
				r.impls = append(r.impls, edBatchImpl(p, c, b))
			}
			for _, p := range edSingles() {
				r.impls = append(r.impls, edSingleImpl(p, c, b))
			}
			rows = append(rows, r)
		}
		for _, pr := range [][2]string{
			{"stdlib", "verify-batch-stdlibcompat"}, {"dalek-strict", "verify-batch-dalekstrict"},
			{"fips186-5", "verify-batch-fips186-5"}, {"libsodium", "verify-batch-libsodium"},
		} {
			prof, op := pr[0], pr[1]
			// The cofactorless profiles Narya implements are also measured
			// at 16, between the lane count and the largest batch.
			cofactorless := prof == "stdlib" || prof == "dalek-strict"
			pb := batches
			if cofactorless && !quick {
				pb = []int{1, 2, 4, 8, 16, 64}
			}
			for _, b := range pb {
				r := rowSpec{group: "ed25519", op: op, size: ml, batch: b, perItem: b}
				r.impls = append(r.impls, edProfileBatchImpl(v, c, b, prof))
				for _, p := range edProfileBatches() {
					r.impls = append(r.impls, edProfileBatchImpl(p, c, b, prof))
				}
				r.impls = append(r.impls, edSingleImpl(edSingles()[0], c, b))
				if cofactorless {
					r.impls = append(r.impls, edProfileBatchImpl(naryaPeer(), c, b, prof))
				}
				rows = append(rows, r)
			}
		}
		wb := batches[len(batches)-1]
		r = rowSpec{group: "ed25519", op: "verify-batch-warm", size: ml, batch: wb, perItem: wb}
		r.impls = append(r.impls, edWarmImpl(v, c, wb))
		for _, p := range edWarms() {
			r.impls = append(r.impls, edWarmImpl(p, c, wb))
		}
		r.impls = append(r.impls, edSingleImpl(edSingles()[0], c, wb))
		rows = append(rows, r)

		r = rowSpec{group: "ed25519", op: "verify-hot-key", size: ml, batch: 1, perItem: 1}
		r.impls = append(r.impls, edHotImpl(v, c))
		for _, p := range edHots() {
			r.impls = append(r.impls, edHotImpl(p, c))
		}
		rows = append(rows, r)
	}
	return rows
}

func vilyaEd25519OrNA() *edImpl {
	if vilyaEd25519 != nil {
		return vilyaEd25519
	}
	return &edImpl{name: "vilya", missing: "n/a"}
}

func edNA(e *edImpl) (impl, bool) {
	im := impl{name: e.name, missing: e.missing, cgo: e.cgo}
	if e.name == "vilya" && e.missing == "n/a" {
		return impl{name: "vilya", na: true}, true
	}
	return im, im.missing != ""
}

// edSingleImpl verifies batch cold-key signatures one call at a time.
func edSingleImpl(e *edImpl, c *edCorpus, batch int) impl {
	im, stop := edNA(e)
	if stop {
		return im
	}
	w := 0
	im.run = func(n int) {
		for range n {
			pubs, msgs, sigs := c.window(w, batch)
			w++
			for i := range sigs {
				if !e.single(pubs[i], msgs[i], sigs[i]) {
					panic(fmt.Sprintf("%s rejects a valid signature", e.name))
				}
			}
		}
	}
	return im
}

// edBatchImpl verifies batch cold-key signatures in one batch call.
func edBatchImpl(e *edImpl, c *edCorpus, batch int) impl {
	im, stop := edNA(e)
	if stop {
		return im
	}
	w := 0
	im.run = func(n int) {
		for range n {
			pubs, msgs, sigs := c.window(w, batch)
			w++
			if !e.batch(pubs, msgs, sigs) {
				panic(fmt.Sprintf("%s rejects a valid batch", e.name))
			}
		}
	}
	return im
}

// edProfileBatchImpl verifies batch cold-key signatures in one batch call
// under the named profile.
func edProfileBatchImpl(e *edImpl, c *edCorpus, batch int, profile string) impl {
	im, stop := edNA(e)
	if stop {
		return im
	}
	w := 0
	im.run = func(n int) {
		for range n {
			pubs, msgs, sigs := c.window(w, batch)
			w++
			if !e.profileBatch(profile, pubs, msgs, sigs) {
				panic(fmt.Sprintf("%s rejects a valid %s batch", e.name, profile))
			}
		}
	}
	return im
}

// edWarmImpl verifies batch signatures whose keys were all precomputed
// before the measurement.
func edWarmImpl(e *edImpl, c *edCorpus, batch int) impl {
	im, stop := edNA(e)
	if stop {
		return im
	}
	verify, err := e.warm(c.pubs)
	if err != nil {
		im.missing = err.Error()
		return im
	}
	wins := len(c.pubs) / batch
	w := 0
	im.run = func(n int) {
		for range n {
			first := (w % wins) * batch
			w++
			if !verify(first, c.msgs[first:first+batch], c.sigs[first:first+batch]) {
				panic(fmt.Sprintf("%s rejects a valid warm batch", e.name))
			}
		}
	}
	return im
}

// edHotImpl verifies many messages under one precomputed key.
func edHotImpl(e *edImpl, c *edCorpus) impl {
	im, stop := edNA(e)
	if stop {
		return im
	}
	// Re-sign the corpus messages under key 0, so one key signs them all.
	seed := input(32)
	priv := ed25519.NewKeyFromSeed(seed)
	sigs := make([][]byte, len(c.msgs))
	for i, m := range c.msgs {
		sigs[i] = ed25519.Sign(priv, m)
	}
	verify, err := e.hot(priv.Public().(ed25519.PublicKey))
	if err != nil {
		im.missing = err.Error()
		return im
	}
	w := 0
	im.run = func(n int) {
		for range n {
			i := w % len(sigs)
			w++
			if !verify(c.msgs[i], sigs[i]) {
				panic(fmt.Sprintf("%s rejects a valid signature under a hot key", e.name))
			}
		}
	}
	return im
}
