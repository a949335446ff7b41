//go:build narya

package main

// Narya's predicates against vilya's, on the conformance corpora: a peer in
// a matrix row must accept exactly the signatures vilya's profile of that
// row accepts, or its row compares different work (the matrix rows hold
// valid signatures only). Run with NARYA_DIR=... ./narya.sh test -run Narya .

import (
	"testing"

	narya "github.com/Overclock-Validator/narya-ed25519/ed25519"
	"github.com/vilyacrypto/vilya/ed25519"
)

// naryaPaths verifies one vector through Narya's single and batch entry
// points under the profile (DalekStrict or StdlibCompat); a key that is not
// 32 bytes is invalid (Narya's *[32]byte API cannot take it).
func naryaPaths(p ed25519.Profile, v vec) map[string]bool {
	got := map[string]bool{}
	if len(v.pub) != 32 {
		return map[string]bool{"length": false}
	}
	pub := (*[32]byte)(v.pub)
	ok := []bool{false}
	switch p {
	case ed25519.DalekStrict:
		got["VerifyStrict"] = narya.VerifyStrict(v.pub, v.msg, v.sig)
		narya.VerifyBatchStrict([]*[32]byte{pub}, [][]byte{v.msg}, [][]byte{v.sig}, ok)
		got["VerifyBatchStrict/1"] = ok[0]
	case ed25519.StdlibCompat:
		narya.SetDefaultProfile(narya.StdlibCompat)
		defer narya.SetDefaultProfile(narya.DalekStrict)
		got["Verify"] = narya.Verify(pub, v.msg, v.sig)
		narya.VerifyBatch([]*[32]byte{pub}, [][]byte{v.msg}, [][]byte{v.sig}, ok)
		got["VerifyBatch/1"] = ok[0]
	}
	return got
}

// naryaBatch verifies vs as batches of n under the profile, through Narya's
// batch entry point, and returns every verdict.
func naryaBatch(p ed25519.Profile, vs []vec, n int) []bool {
	if p == ed25519.StdlibCompat {
		narya.SetDefaultProfile(narya.StdlibCompat)
		defer narya.SetDefaultProfile(narya.DalekStrict)
	}
	out := make([]bool, 0, len(vs))
	for start := 0; start < len(vs); start += n {
		b := vs[start:min(start+n, len(vs))]
		pubs := make([]*[32]byte, len(b))
		msgs, sigs := make([][]byte, len(b)), make([][]byte, len(b))
		var bad [32]byte // stands in for a key of the wrong length
		for i, v := range b {
			pubs[i] = &bad
			if len(v.pub) == 32 {
				pubs[i] = (*[32]byte)(v.pub)
			}
			msgs[i], sigs[i] = v.msg, v.sig
		}
		ok := make([]bool, len(b))
		if p == ed25519.DalekStrict {
			narya.VerifyBatchStrict(pubs, msgs, sigs, ok)
		} else {
			narya.VerifyBatch(pubs, msgs, sigs, ok)
		}
		for i, v := range b {
			out = append(out, ok[i] && len(v.pub) == 32)
		}
	}
	return out
}

// TestNaryaPredicates compares Narya, forced to r51, with vilya's DalekStrict
// and StdlibCompat on every vector of CCTV, Wycheproof and the edge corpus,
// one at a time and in batches of 1..70; it logs every disagreement and
// fails on any, so a matrix row never compares different predicates.
func TestNaryaPredicates(t *testing.T) {
	if naryaEd25519.missing != "" {
		t.Skip("SKIPPING: " + naryaEd25519.missing)
	}
	t.Logf("narya backend: %s", naryaEd25519.backend())
	corpora := loadCorpora(t)
	for _, p := range []ed25519.Profile{ed25519.DalekStrict, ed25519.StdlibCompat} {
		for cname, vs := range corpora {
			want := make([]bool, len(vs))
			accepted := 0
			for i, v := range vs {
				want[i] = ed25519.VerifyWithProfile(p, v.pub, v.msg, v.sig)
				if want[i] {
					accepted++
				}
				for path, g := range naryaPaths(p, v) {
					if g != want[i] {
						t.Errorf("%v %s: narya %s = %v, vilya %v", p, v.name, path, g, want[i])
					}
				}
			}
			for n := 1; n <= 70; n++ {
				got := naryaBatch(p, vs, n)
				for i, v := range vs {
					if got[i] != want[i] {
						t.Errorf("%v %s: narya batch of %d lane %d = %v, vilya %v", p, v.name, n, i%n, got[i], want[i])
					}
				}
			}
			t.Logf("%v %s: %d vectors, vilya accepts %d", p, cname, len(vs), accepted)
		}
	}
	if s := narya.ActiveBackendStats(); s.InternalFaultFallbacks != 0 {
		t.Errorf("narya reports %d internal fault fallbacks", s.InternalFaultFallbacks)
	}
}
