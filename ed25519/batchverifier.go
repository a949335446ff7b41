package ed25519

// A BatchVerifier accumulates signatures, then verifies them together
// under one profile, with exactly VerifyBatch's verdicts: it is the
// accumulate-then-verify shape of ed25519consensus and curve25519-voi over
// VerifyBatch and VerifyBatchKeys.
//
// Add and AddKey keep references to their arguments without copying them:
// the caller must not modify a key, message or signature it has added until
// the next Reset. Once a BatchVerifier has verified a batch of n
// signatures, Reset, then adding and verifying up to n signatures again,
// allocates nothing. A BatchVerifier is not safe for concurrent use. The
// zero BatchVerifier is ready to use, under StdlibCompat.
type BatchVerifier struct {
	p Profile

	// Signatures added with Add, in order.
	pubs, msgs, sigs [][]byte
	// Signatures added with AddKey, in order.
	keys         []*ExpandedPublicKey
	kmsgs, ksigs [][]byte
	// fromKey[i] reports whether the i-th signature added came from AddKey.
	fromKey []bool

	own, keyVerdicts []bool // scratch for Verify(nil) and mixed batches
}

// NewBatchVerifier returns an empty BatchVerifier for profile p.
func NewBatchVerifier(p Profile) *BatchVerifier {
	return &BatchVerifier{p: p}
}

// NewBatchVerifierWithCapacity returns an empty BatchVerifier for profile p
// with room for n signatures, added with Add, AddKey or both: adding and
// verifying up to n signatures allocates nothing. A negative n counts as 0.
func NewBatchVerifierWithCapacity(p Profile, n int) *BatchVerifier {
	n = max(n, 0)
	return &BatchVerifier{
		p:    p,
		pubs: make([][]byte, 0, n), msgs: make([][]byte, 0, n), sigs: make([][]byte, 0, n),
		keys: make([]*ExpandedPublicKey, 0, n), kmsgs: make([][]byte, 0, n), ksigs: make([][]byte, 0, n),
		fromKey: make([]bool, 0, n), own: make([]bool, n), keyVerdicts: make([]bool, n),
	}
}

// Add queues sig, a signature of msg by the public key pub. Keys and
// signatures of the wrong length are accepted here and verified invalid.
func (v *BatchVerifier) Add(pub, msg, sig []byte) {
	v.pubs, v.msgs, v.sigs = append(v.pubs, pub), append(v.msgs, msg), append(v.sigs, sig)
	v.fromKey = append(v.fromKey, false)
}

// AddKey queues sig, a signature of msg by the precomputed key k, as
// VerifyBatchKeys takes it; a nil k verifies invalid.
func (v *BatchVerifier) AddKey(k *ExpandedPublicKey, msg, sig []byte) {
	v.keys, v.kmsgs, v.ksigs = append(v.keys, k), append(v.kmsgs, msg), append(v.ksigs, sig)
	v.fromKey = append(v.fromKey, true)
}

// Len returns the number of signatures queued since the last Reset.
func (v *BatchVerifier) Len() int { return len(v.fromKey) }

// Verify verifies every queued signature and reports whether all are valid
// (true when none is queued). When verdicts is not nil it must have Len()
// elements, and verdicts[i] is set to whether the i-th signature queued is
// valid, exactly as VerifyBatch (for Add) and VerifyBatchKeys (for AddKey)
// would report it; a batch mixing the two is verified as one batch of each.
// The queue is kept: Verify may be called again, and Reset empties it.
// Verify panics if verdicts is neither nil nor of length Len(): that is a
// programming error.
func (v *BatchVerifier) Verify(verdicts []bool) bool {
	n := len(v.fromKey)
	if verdicts == nil {
		v.own = grow(v.own, n)
		verdicts = v.own
	} else if len(verdicts) != n {
		panic("ed25519: BatchVerifier.Verify called with len(verdicts) != Len()")
	}
	nk := len(v.keys)
	nb := n - nk
	switch {
	case nk == 0:
		return verifyBatch(v.p, nil, v.pubs, v.msgs, v.sigs, verdicts, nil)
	case nb == 0:
		return verifyBatch(v.p, v.keys, nil, v.kmsgs, v.ksigs, verdicts, nil)
	}
	v.keyVerdicts = grow(v.keyVerdicts, nk)
	all := verifyBatch(v.p, nil, v.pubs, v.msgs, v.sigs, verdicts[:nb], nil)
	all = verifyBatch(v.p, v.keys, nil, v.kmsgs, v.ksigs, v.keyVerdicts, nil) && all
	// Interleave in queue order, from the end: the Add verdicts still to
	// place are verdicts[:b], and b <= i+1, so none is overwritten before
	// it is read.
	b, k := nb, nk
	for i := n - 1; i >= 0; i-- {
		if v.fromKey[i] {
			k--
			verdicts[i] = v.keyVerdicts[k]
		} else {
			b--
			verdicts[i] = verdicts[b]
		}
	}
	return all
}

// Reset empties the queue, keeping the profile and the memory, and drops
// every reference to the keys, messages and signatures added.
func (v *BatchVerifier) Reset() {
	clear(v.pubs)
	clear(v.msgs)
	clear(v.sigs)
	clear(v.keys)
	clear(v.kmsgs)
	clear(v.ksigs)
	v.pubs, v.msgs, v.sigs = v.pubs[:0], v.msgs[:0], v.sigs[:0]
	v.keys, v.kmsgs, v.ksigs = v.keys[:0], v.kmsgs[:0], v.ksigs[:0]
	v.fromKey = v.fromKey[:0]
}

// grow returns b resized to n elements, reallocated only when its capacity
// is too small.
func grow(b []bool, n int) []bool {
	if cap(b) < n {
		return make([]bool, n)
	}
	return b[:n]
}
