package ed25519

import (
	"crypto/ed25519"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"
)

// TestInterleavedVerifyCold compares cold single verification with
// crypto/ed25519.Verify on a busy machine: the two run in alternating
// blocks (64 verifications, one per key, order swapped every round), so
// that load changes hit both alike. It reports, per contender, the ratio
// to crypto/ed25519 of the summed times, of the median block, and of the
// fastest block. It only runs with VILYA_INTERLEAVE=<rounds>; it is a
// measurement, not a pass/fail test (the bar lives in the results notes).
func TestInterleavedVerifyCold(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("VILYA_INTERLEAVE"))
	if rounds <= 0 {
		t.Skip("set VILYA_INTERLEAVE=<rounds> to measure")
	}
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
	block := func(c contender) time.Duration {
		start := time.Now()
		for i := range vs {
			if !c.f(&vs[i]) {
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
			times[k] = append(times[k], block(cs[k]))
		}
	}
	stats := func(d []time.Duration) (sum, med, lo time.Duration) {
		s := slices.Clone(d)
		slices.Sort(s)
		for _, x := range s {
			sum += x
		}
		return sum, s[len(s)/2], s[0]
	}
	bs, bm, bl := stats(times[0])
	per := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / float64(len(vs)) }
	fmt.Printf("rounds=%d block=%d verifications, message 64 bytes\n", rounds, len(vs))
	fmt.Printf("%-22s %12s %12s %12s %10s %10s %10s\n", "contender", "mean ns/op", "median", "fastest", "ratio-sum", "ratio-med", "ratio-min")
	for i, c := range cs {
		s, m, l := stats(times[i])
		fmt.Printf("%-22s %12.0f %12.0f %12.0f %10.3f %10.3f %10.3f\n", c.name,
			per(s)/float64(rounds), per(m), per(l),
			float64(s)/float64(bs), float64(m)/float64(bm), float64(l)/float64(bl))
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
	vs := benchSet(64, 64)
	pubs, msgs, sigs := split(vs)
	verdicts := make([]bool, len(vs))
	fmt.Printf("ZIP215, message 64 bytes, rounds=%d; ns per signature\n", rounds)
	fmt.Printf("%6s %12s %12s %10s %10s\n", "n", "single-min", "batch-min", "ratio-min", "ratio-med")
	for _, n := range []int{1, 2, 3, 4, 6, 8, 16, 32, 64} {
		var single, batch []time.Duration
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
			if r%2 == 0 {
				f1()
				f2()
			} else {
				f2()
				f1()
			}
		}
		slices.Sort(single)
		slices.Sort(batch)
		fmt.Printf("%6d %12.0f %12.0f %10.3f %10.3f\n", n,
			float64(single[0].Nanoseconds())/float64(n), float64(batch[0].Nanoseconds())/float64(n),
			float64(batch[0])/float64(single[0]), float64(batch[len(batch)/2])/float64(single[len(single)/2]))
	}
}
