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
