package ed25519

import (
	"crypto/ed25519"
	"strconv"
	"testing"
)

// benchSet is n distinct signers, so that cold verification decodes a key
// it has not just decoded.
func benchSet(n, msgLen int) []vector {
	vs := make([]vector, n)
	for i := range vs {
		priv := ed25519.NewKeyFromSeed(append(make([]byte, 30), byte(i), byte(i>>8)))
		msg := make([]byte, msgLen)
		for j := range msg {
			msg[j] = byte(i + j)
		}
		vs[i] = vector{Pub: hexb(priv.Public().(ed25519.PublicKey)), Msg: msg, Sig: ed25519.Sign(priv, msg)}
	}
	return vs
}

// BenchmarkVerifyCold is cold single verification (a different key each
// call, nothing precomputed): crypto/ed25519.Verify next to every profile.
// The bar is vilya/stdlib <= 1.05 x crypto-ed25519.
func BenchmarkVerifyCold(b *testing.B) {
	for _, size := range []int{64, 1024, 1232} {
		vs := benchSet(64, size)
		b.Run("crypto-ed25519/"+strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				v := &vs[i%len(vs)]
				if !ed25519.Verify(ed25519.PublicKey(v.Pub), v.Msg, v.Sig) {
					b.Fatal("invalid")
				}
			}
		})
		for p := range numProfiles {
			b.Run(p.String()+"/"+strconv.Itoa(size), func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					v := &vs[i%len(vs)]
					if !VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) {
						b.Fatal("invalid")
					}
				}
			})
		}
	}
}

// BenchmarkVerifyPublicKey is verification with a precomputed key.
func BenchmarkVerifyPublicKey(b *testing.B) {
	for _, size := range []int{64, 1232} {
		vs := benchSet(64, size)
		keys := expandedKeys(b, vs)
		for p := range numProfiles {
			if size != 64 && p != StdlibCompat {
				continue
			}
			b.Run(p.String()+"/"+strconv.Itoa(size), func(b *testing.B) {
				b.SetBytes(int64(size))
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					v := &vs[i%len(vs)]
					if !keys[i%len(vs)].Verify(p, v.Msg, v.Sig) {
						b.Fatal("invalid")
					}
				}
			})
		}
	}
}

// expandedKeys returns an ExpandedPublicKey for each vector's key, with
// the tables of the backend active now.
func expandedKeys(b *testing.B, vs []vector) []*ExpandedPublicKey {
	keys := make([]*ExpandedPublicKey, len(vs))
	for i, v := range vs {
		k, err := NewExpandedPublicKey(v.Pub)
		if err != nil {
			b.Fatal(err)
		}
		keys[i] = k
	}
	return keys
}

// BenchmarkVerifyManyKeys is verification with precomputed keys when many
// of them are in use (StdlibCompat, 1232-byte messages): single
// verifications cycling through 1 to 4096 keys, and batches of 64 through
// 64 to 4096, so that the keys' tables are in cache or not. The time per
// op is for one signature or one batch. Its 4096 keys take about 250 MB.
func BenchmarkVerifyManyKeys(b *testing.B) {
	const size = 1232
	vs := benchSet(4096, size)
	_, msgs, sigs := split(vs)
	keys := expandedKeys(b, vs)
	verdicts := make([]bool, 64)
	for _, n := range []int{1, 64, 256, 1024, 4096} {
		b.Run("single/"+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if !keys[i%n].Verify(StdlibCompat, msgs[i%n], sigs[i%n]) {
					b.Fatal("invalid")
				}
			}
		})
		if n < 64 {
			continue
		}
		b.Run("batch64/"+strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(64 * size)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				o := 64 * i % n
				if !VerifyBatchKeys(StdlibCompat, keys[o:o+64], msgs[o:o+64], sigs[o:o+64], verdicts) {
					b.Fatal("invalid")
				}
			}
		})
	}
}

// BenchmarkKeyCache is verification through a KeyCache holding every key.
func BenchmarkKeyCache(b *testing.B) {
	const size = 64
	vs := benchSet(64, size)
	c := NewKeyCache(1 << 20)
	b.Run("hit/"+strconv.Itoa(size), func(b *testing.B) {
		b.SetBytes(size)
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			v := &vs[i%len(vs)]
			if !c.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig) {
				b.Fatal("invalid")
			}
		}
	})
}

// BenchmarkNewPublicKey is the cost of decoding a key once.
func BenchmarkNewPublicKey(b *testing.B) {
	vs := benchSet(64, 0)
	b.SetBytes(PublicKeySize)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := NewExpandedPublicKey(vs[i%len(vs)].Pub); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyBatch is batch verification; the time per op is for the
// whole batch, the throughput counts message bytes.
func BenchmarkVerifyBatch(b *testing.B) {
	for _, size := range []int{64, 1232} {
		vs := benchSet(1024, size)
		pubs, msgs, sigs := split(vs)
		verdicts := make([]bool, len(vs))
		for _, p := range []Profile{StdlibCompat, ZIP215} {
			for _, n := range []int{1, 2, 4, 8, 16, 64, 128, 192, 256, 1024} {
				if size != 64 && (p != StdlibCompat || (n != 1 && n != 8 && n != 64)) {
					continue // 1232 bytes: the rows the keys' benchmark compares
				}
				b.Run(p.String()+"/"+strconv.Itoa(n)+"x"+strconv.Itoa(size), func(b *testing.B) {
					b.SetBytes(int64(n * size))
					b.ReportAllocs()
					for b.Loop() {
						if !VerifyBatch(p, pubs[:n], msgs[:n], sigs[:n], verdicts[:n]) {
							b.Fatal("invalid")
						}
					}
				})
			}
		}
	}
}

// BenchmarkVerifyBatchKeys is VerifyBatchKeys with every key an ExpandedPublicKey
// made beforehand (the tables of the backend active then); the time per op
// is for the whole batch.
func BenchmarkVerifyBatchKeys(b *testing.B) {
	for _, size := range []int{64, 1232} {
		vs := benchSet(64, size)
		_, msgs, sigs := split(vs)
		keys := expandedKeys(b, vs)
		verdicts := make([]bool, len(vs))
		for _, p := range []Profile{StdlibCompat, ZIP215} {
			for _, n := range []int{1, 4, 8, 64} {
				if (size == 64 && n != 4 && n != 64) || (size != 64 && (p != StdlibCompat || n == 4)) {
					continue // 1232 bytes: the rows of VerifyBatch's to compare with
				}
				b.Run(p.String()+"/"+strconv.Itoa(n)+"x"+strconv.Itoa(size), func(b *testing.B) {
					b.SetBytes(int64(n * size))
					b.ReportAllocs()
					for b.Loop() {
						if !VerifyBatchKeys(p, keys[:n], msgs[:n], sigs[:n], verdicts[:n]) {
							b.Fatal("invalid")
						}
					}
				})
			}
		}
	}
}
