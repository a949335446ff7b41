package main

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519"
)

// batchSizes are the batch lengths TestEd25519BatchOracles cuts a corpus
// into, in turn: single signatures, short batches under the combined check's
// minimum, and batches across the library's 64-signature chunks.
var batchSizes = []int{1, 2, 3, 5, 8, 17, 31, 64, 65, 130}

// TestEd25519BatchOracles checks the batch entry points against the oracles
// on every corpus, under every profile and backend:
//
//   - batches made only of signatures the profile's oracle accepts, so that
//     every chunk is all valid and, for ZIP215, the combined check's accept
//     path (not the fallback to single verification) meets the oracles on
//     the edge-case signatures of CCTV, Wycheproof and the edge corpus;
//   - the same batches with one signature the oracle rejects placed at a
//     varying position, which must flip exactly that verdict and the
//     all-valid flag;
//   - VerifyBatchKeys on the same batches with precomputed keys (a key that
//     does not decode is passed as nil, which is invalid);
//
// and in each case the returned all-valid flag against the oracle's.
func TestEd25519BatchOracles(t *testing.T) {
	corpora := loadCorpora(t)
	defer ed25519.SetBackend("auto")
	for _, b := range ed25519.Backends() {
		if err := ed25519.SetBackend(b); err != nil {
			t.Fatal(err)
		}
		for _, p := range profiles {
			ref := oracles[p][0]
			for cname, vs := range corpora {
				var valid, invalid []vec
				for _, v := range vs {
					if ref.verify(v.pub, v.msg, v.sig) {
						valid = append(valid, v)
					} else {
						invalid = append(invalid, v)
					}
				}
				if len(valid) == 0 {
					t.Fatalf("%s %v %s: the oracle accepts no vector", b, p, cname)
				}
				batches := 0
				for start, k := 0, 0; start < len(valid); k++ {
					n := min(batchSizes[k%len(batchSizes)], len(valid)-start)
					batch := valid[start : start+n]
					start += n
					checkEd25519Batch(t, b, p, ref, batch)
					if len(invalid) > 0 {
						bad := invalid[k%len(invalid)]
						mixed := append(append(append([]vec{}, batch[:k%n]...), bad), batch[k%n:]...)
						checkEd25519Batch(t, b, p, ref, mixed)
					}
					batches++
				}
				t.Logf("%s %v %s: %d valid vectors in %d batches, %d invalid", b, p, cname, len(valid), batches, len(invalid))
			}
		}
	}
}

// checkEd25519Batch runs one batch through VerifyBatch and VerifyBatchKeys and
// compares every verdict and the all-valid flag with the oracle o.
func checkEd25519Batch(t *testing.T, backend string, p ed25519.Profile, o oracle, batch []vec) {
	t.Helper()
	n := len(batch)
	pubs, msgs, sigs := make([][]byte, n), make([][]byte, n), make([][]byte, n)
	keys := make([]*ed25519.ExpandedPublicKey, n)
	want := make([]bool, n)
	wantAll := true
	for i, v := range batch {
		pubs[i], msgs[i], sigs[i] = v.pub, v.msg, v.sig
		if k, err := ed25519.NewExpandedPublicKey(v.pub); err == nil {
			keys[i] = k
		}
		want[i] = o.verify(v.pub, v.msg, v.sig)
		wantAll = wantAll && want[i]
	}
	for _, path := range []struct {
		name string
		run  func(verdicts []bool) bool
	}{
		{"VerifyBatch", func(vd []bool) bool { return ed25519.VerifyBatch(p, pubs, msgs, sigs, vd) }},
		{"VerifyBatchKeys", func(vd []bool) bool { return ed25519.VerifyBatchKeys(p, keys, msgs, sigs, vd) }},
	} {
		verdicts := make([]bool, n)
		all := path.run(verdicts)
		for i, v := range batch {
			if verdicts[i] != want[i] {
				t.Errorf("%s %v %s/%d: %s lane %d = %v, %s %v", backend, p, v.name, n, path.name, i, verdicts[i], o.name, want[i])
			}
		}
		if all != wantAll {
			t.Errorf("%s %v: %s of %d (first %s) returned all-valid %v, %s %v", backend, p, path.name, n, batch[0].name, all, o.name, wantAll)
		}
	}
}
