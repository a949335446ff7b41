package ed25519

import (
	"bytes"
	"crypto/ed25519"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

var fuzzCache = NewKeyCache(64 * CacheEntryBytes)

// checkAllPaths verifies (pub, msg, sig) under every profile through every
// path and backend and fails if any two disagree, or if StdlibCompat
// disagrees with crypto/ed25519. It returns the verdicts.
func checkAllPaths(t *testing.T, pub, msg, sig []byte) [numProfiles]bool {
	t.Helper()
	var out [numProfiles]bool
	valid := validPool(3)
	defer SetBackend("auto")
	for bi, b := range Backends() {
		if err := SetBackend(b); err != nil {
			t.Fatal(err)
		}
		for p := range numProfiles {
			ref := VerifyWithProfile(p, pub, msg, sig)
			if bi == 0 {
				out[p] = ref
			} else if ref != out[p] {
				t.Fatalf("%v: backend %s = %v, %s = %v", p, b, ref, Backends()[0], out[p])
			}
			if err := CheckSignature(p, pub, msg, sig); (err == nil) != ref {
				t.Fatalf("%v %s: CheckSignature = %v, single = %v", p, b, err, ref)
			}
			k, err := NewExpandedPublicKey(pub)
			if got := err == nil && k.Verify(p, msg, sig); got != ref {
				t.Fatalf("%v %s: ExpandedPublicKey = %v, single = %v", p, b, got, ref)
			}
			if got := fuzzCache.Verify(p, pub, msg, sig); got != ref {
				t.Fatalf("%v %s: KeyCache = %v, single = %v", p, b, got, ref)
			}
			// Between valid signatures, in a batch large enough for the
			// ZIP215 combined check.
			pubs := [][]byte{valid[0].Pub, valid[1].Pub, pub, valid[2].Pub, valid[0].Pub}
			msgs := [][]byte{valid[0].Msg, valid[1].Msg, msg, valid[2].Msg, valid[0].Msg}
			sigs := [][]byte{valid[0].Sig, valid[1].Sig, sig, valid[2].Sig, valid[0].Sig}
			verdicts := make([]bool, 5)
			all := verifyBatchRand(rand.NewChaCha8([32]byte{1}), p, pubs, msgs, sigs, verdicts)
			if verdicts[2] != ref || all != ref || !verdicts[0] || !verdicts[1] || !verdicts[3] || !verdicts[4] {
				t.Fatalf("%v %s: batch verdicts %v (all %v), single = %v", p, b, verdicts, all, ref)
			}
			// Among sixteen valid ones, where the SIMD backends' combined
			// checks (avx2.Combine, ifma.Combine) take a chunk.
			if p.cofactored() {
				const n = 17
				var bp, bm, bs [][]byte
				for i := range n {
					v := valid[i%3]
					if i == 9 {
						bp, bm, bs = append(bp, pub), append(bm, msg), append(bs, sig)
						continue
					}
					bp, bm, bs = append(bp, v.Pub), append(bm, v.Msg), append(bs, v.Sig)
				}
				vs := make([]bool, n)
				all := verifyBatchRand(rand.NewChaCha8([32]byte{2}), p, bp, bm, bs, vs)
				for i, v := range vs {
					if v != (i != 9 || ref) || all != ref {
						t.Fatalf("%v %s: verdicts of a batch of %d %v (all %v), single = %v", p, b, n, vs, all, ref)
					}
				}
			}
			bv := NewBatchVerifier(p)
			for i := range pubs {
				if i == 2 {
					bv.AddKey(k, msg, sig) // k is nil when pub does not decode
				} else {
					bv.Add(pubs[i], msgs[i], sigs[i])
				}
			}
			if all := bv.Verify(verdicts); verdicts[2] != ref || all != ref || !verdicts[0] || !verdicts[1] || !verdicts[3] || !verdicts[4] {
				t.Fatalf("%v %s: BatchVerifier verdicts %v (all %v), single = %v", p, b, verdicts, all, ref)
			}
			keys := []*ExpandedPublicKey{k}
			VerifyBatchKeys(p, keys, [][]byte{msg}, [][]byte{sig}, verdicts[:1])
			if verdicts[0] != ref {
				t.Fatalf("%v %s: VerifyBatchKeys = %v, single = %v", p, b, verdicts[0], ref)
			}
		}
	}
	if want := stdlibVerify(pub, msg, sig); out[StdlibCompat] != want {
		t.Fatalf("StdlibCompat = %v, crypto/ed25519 = %v", out[StdlibCompat], want)
	}
	if out[DalekStrict] && !out[StdlibCompat] {
		t.Fatal("DalekStrict accepted what StdlibCompat rejects")
	}
	if out[Libsodium] && !out[DalekStrict] {
		t.Fatal("Libsodium accepted what DalekStrict rejects")
	}
	if out[FIPS186_5] && !out[ZIP215] {
		t.Fatal("FIPS186_5 accepted what ZIP215 rejects")
	}
	return out
}

// FuzzVerify feeds arbitrary bytes as key, message and signature.
func FuzzVerify(f *testing.F) {
	for _, v := range genEdgeCorpus() {
		f.Add([]byte(v.Pub), []byte(v.Msg), []byte(v.Sig))
	}
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		checkAllPaths(t, pub, msg, sig)
	})
}

// mutate applies one edge-biased mutation to a valid (pub, sig): flip a
// bit, substitute a small-order or non-canonical encoding for A or R, add
// L to S, or change a length.
func mutate(pub, sig []byte, mode, pos, val uint8) ([]byte, []byte) {
	pub, sig = bytes.Clone(pub), bytes.Clone(sig)
	nonCanonical := func(dst []byte) {
		e := le32(new(big.Int).Add(bigP, big.NewInt(int64(val%19))))
		e[31] |= val & 0x80
		copy(dst, e)
	}
	switch mode % 9 {
	case 0:
		sig[int(pos)%64] ^= 1 << (val % 8)
	case 1:
		pub[int(pos)%32] ^= 1 << (val % 8)
	case 2:
		copy(sig[:32], prep.SmallOrderEncodings[int(val)%len(prep.SmallOrderEncodings)][:])
	case 3:
		copy(pub, prep.SmallOrderEncodings[int(val)%len(prep.SmallOrderEncodings)][:])
	case 4:
		s := new(big.Int).SetBytes(reverse(sig[32:]))
		s.Add(s, new(big.Int).Mul(bigL, big.NewInt(int64(val%16+1))))
		if s.BitLen() <= 256 {
			copy(sig[32:], le32(s))
		}
	case 5:
		nonCanonical(pub)
	case 6:
		nonCanonical(sig[:32])
	case 7:
		if val%2 == 0 {
			sig = sig[:int(pos)%64]
		} else {
			pub = pub[:int(pos)%32]
		}
	case 8:
		sig[31] ^= 0x80 // the sign of R's x
	}
	return pub, sig
}

// FuzzVerifyMutated signs msg with a key from seed and mutates the result.
func FuzzVerifyMutated(f *testing.F) {
	for mode := range uint8(9) {
		f.Add(uint8(1), []byte("msg"), mode, uint8(3), uint8(mode*29))
	}
	f.Fuzz(func(t *testing.T, seed uint8, msg []byte, mode, pos, val uint8) {
		priv := ed25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, 32))
		pub, sig := mutate(priv.Public().(ed25519.PublicKey), ed25519.Sign(priv, msg), mode, pos, val)
		checkAllPaths(t, pub, msg, sig)
	})
}
