//go:build measure

// This file is a measurement harness, built only with -tags measure.

package ed25519

import (
	"crypto/ed25519"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/measureenv"
)

// TestInterleavedVerifyCold compares cold single verification with
// crypto/ed25519.Verify on a busy machine: every contender runs one short
// block (16 verifications over 64 keys in turn) per round, in an order
// reversed every round, so that load changes hit all alike. It reports,
// per contender, the ratio to crypto/ed25519 of the median block, of the
// fastest block, and the median of the per-round paired ratios. It only runs with VILYA_INTERLEAVE=<rounds>; it is a
// measurement, not a pass/fail test (the bar lives in the results notes).
func TestInterleavedVerifyCold(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("VILYA_INTERLEAVE"))
	if rounds <= 0 {
		t.Skip("set VILYA_INTERLEAVE=<rounds> to measure")
	}
	fmt.Print(measureenv.Header())
	vs := benchSet(64, 64)
	type contender struct {
		name string
		f    func(v *vector) bool
	}
	cs := []contender{
		{"crypto/ed25519", func(v *vector) bool { return ed25519.Verify(ed25519.PublicKey(v.Pub), v.Msg, v.Sig) }},
	}
	for p := range numProfiles {
		cs = append(cs, contender{"vilya/" + p.String(), func(v *vector) bool { return VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) }})
	}
	keys := make([]*ExpandedPublicKey, len(vs))
	cache := NewKeyCache(1 << 20)
	for i, v := range vs {
		keys[i], _ = NewExpandedPublicKey(v.Pub)
	}
	cs = append(cs,
		contender{"vilya/stdlib+ExpandedPublicKey", func(v *vector) bool {
			return keys[int(v.Msg[0])].Verify(StdlibCompat, v.Msg, v.Sig)
		}},
		contender{"vilya/stdlib+KeyCache", func(v *vector) bool { return cache.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig) }},
		contender{"NewExpandedPublicKey (no verify)", func(v *vector) bool {
			k, err := NewExpandedPublicKey(v.Pub)
			return err == nil && k != nil
		}})
	const blockLen = 16
	block := func(c contender, r int) time.Duration {
		start := time.Now()
		for i := range blockLen {
			if !c.f(&vs[(r*blockLen+i)%len(vs)]) {
				t.Fatal(c.name + ": invalid")
			}
		}
		return time.Since(start)
	}
	times := make([][]time.Duration, len(cs))
	for r := range rounds {
		for j := range cs {
			k := j
			if r%2 == 1 {
				k = len(cs) - 1 - j
			}
			times[k] = append(times[k], block(cs[k], r))
		}
	}
	sorted := func(d []time.Duration) []time.Duration {
		s := slices.Clone(d)
		slices.Sort(s)
		return s
	}
	per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / blockLen }
	base := sorted(times[0])
	fmt.Printf("rounds=%d, blocks of %d verifications (64 keys in turn), message 64 bytes\n", rounds, blockLen)
	fmt.Printf("ratio-paired: median over rounds of (block time / crypto/ed25519's block time in the same round)\n")
	fmt.Printf("%-24s %12s %12s %12s %10s %10s\n", "contender", "median ns", "fastest ns", "ratio-med", "ratio-min", "ratio-paired")
	for i, c := range cs {
		s := sorted(times[i])
		paired := make([]float64, rounds)
		for r := range rounds {
			paired[r] = float64(times[i][r]) / float64(times[0][r])
		}
		slices.Sort(paired)
		fmt.Printf("%-24s %12.0f %12.0f %12.3f %10.3f %10.3f\n", c.name, per(s[rounds/2]), per(s[0]),
			float64(s[rounds/2])/float64(base[rounds/2]), float64(s[0])/float64(base[0]), paired[rounds/2])
	}
}

// TestInterleavedBatch compares, for ZIP215, a VerifyBatch of n signatures
// (random linear combination) with n single verifications, in alternating
// blocks; it only runs with VILYA_INTERLEAVE=<rounds>.
func TestInterleavedBatch(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("VILYA_INTERLEAVE"))
	if rounds <= 0 {
		t.Skip("set VILYA_INTERLEAVE=<rounds> to measure")
	}
	fmt.Print(measureenv.Header())
	vs := benchSet(64, 64)
	pubs, msgs, sigs := split(vs)
	verdicts := make([]bool, len(vs))
	keys := make([]*ExpandedPublicKey, len(vs))
	for i, v := range vs {
		keys[i], _ = NewExpandedPublicKey(v.Pub)
	}
	fmt.Printf("ZIP215, message 64 bytes, rounds=%d; ns per signature; keys = VerifyBatchKeys with precomputed keys\n", rounds)
	fmt.Printf("%6s %12s %12s %10s %10s %12s %10s\n", "n", "single-min", "batch-min", "ratio-min", "ratio-med", "keys-min", "keys-ratio")
	for _, n := range []int{1, 2, 3, 4, 6, 8, 16, 32, 64} {
		var single, batch, kbatch []time.Duration
		for r := range rounds {
			f1 := func() {
				start := time.Now()
				for i := range n {
					if !VerifyWithProfile(ZIP215, pubs[i], msgs[i], sigs[i]) {
						t.Fatal("invalid")
					}
				}
				single = append(single, time.Since(start))
			}
			f2 := func() {
				start := time.Now()
				if !VerifyBatch(ZIP215, pubs[:n], msgs[:n], sigs[:n], verdicts[:n]) {
					t.Fatal("invalid")
				}
				batch = append(batch, time.Since(start))
			}
			f3 := func() {
				start := time.Now()
				if !VerifyBatchKeys(ZIP215, keys[:n], msgs[:n], sigs[:n], verdicts[:n]) {
					t.Fatal("invalid")
				}
				kbatch = append(kbatch, time.Since(start))
			}
			if r%2 == 0 {
				f1()
				f2()
				f3()
			} else {
				f3()
				f2()
				f1()
			}
		}
		slices.Sort(single)
		slices.Sort(batch)
		slices.Sort(kbatch)
		fmt.Printf("%6d %12.0f %12.0f %10.3f %10.3f %12.0f %10.3f\n", n,
			float64(single[0].Nanoseconds())/float64(n), float64(batch[0].Nanoseconds())/float64(n),
			float64(batch[0])/float64(single[0]), float64(batch[len(batch)/2])/float64(single[len(single)/2]),
			float64(kbatch[0].Nanoseconds())/float64(n), float64(kbatch[0])/float64(single[0]))
	}
}
