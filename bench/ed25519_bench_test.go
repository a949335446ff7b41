package main

import (
	"bytes"
	stded25519 "crypto/ed25519"
	"fmt"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/hdevalence/ed25519consensus"
	voi "github.com/oasisprotocol/curve25519-voi/primitives/ed25519"
	"github.com/vilyacrypto/vilya/bench/internal/cverify"
	"github.com/vilyacrypto/vilya/ed25519"
	"github.com/vilyacrypto/vilya/internal/measureenv"
)

type peer struct {
	name   string
	verify func(pub, msg, sig []byte) bool
}

// ed25519Peers pairs every vilya profile with the peers implementing the
// same predicate, for like-for-like timing.
func ed25519Peers() []peer {
	vop := func(o *voi.VerifyOptions) func(pub, msg, sig []byte) bool {
		opts := &voi.Options{Verify: o}
		return func(pub, msg, sig []byte) bool { return voi.VerifyWithOptions(pub, msg, sig, opts) }
	}
	vil := func(p ed25519.Profile) func(pub, msg, sig []byte) bool {
		return func(pub, msg, sig []byte) bool { return ed25519.VerifyWithProfile(p, pub, msg, sig) }
	}
	ps := []peer{
		{"stdlib/crypto-ed25519", func(pub, msg, sig []byte) bool { return stded25519.Verify(pub, msg, sig) }},
		{"stdlib/voi", vop(voi.VerifyOptionsStdLib)},
		{"stdlib/vilya", vil(ed25519.StdlibCompat)},
		{"dalek-strict/voi", vop(voiDalekStrict)},
		{"dalek-strict/vilya", vil(ed25519.DalekStrict)},
		{"zip215/ed25519consensus", func(pub, msg, sig []byte) bool { return ed25519consensus.Verify(pub, msg, sig) }},
		{"zip215/voi", vop(voi.VerifyOptionsZIP_215)},
		{"zip215/vilya", vil(ed25519.ZIP215)},
		{"fips186-5/voi", vop(voi.VerifyOptionsFIPS_186_5)},
		{"fips186-5/vilya", vil(ed25519.FIPS186_5)},
	}
	if cverify.Sodium() == nil {
		ps = append(ps, peer{"libsodium/libsodium", cverify.SodiumVerify})
	}
	return append(ps, peer{"libsodium/vilya", vil(ed25519.Libsodium)})
}

func signedSet(n, size int) (pubs, msgs, sigs [][]byte) {
	for i := range n {
		priv := stded25519.NewKeyFromSeed(bytes.Repeat([]byte{byte(i), byte(i >> 8)}, 16))
		msg := bytes.Repeat([]byte{byte(i)}, size)
		pubs = append(pubs, priv.Public().(stded25519.PublicKey))
		msgs = append(msgs, msg)
		sigs = append(sigs, stded25519.Sign(priv, msg))
	}
	return
}

// BenchmarkEd25519Verify is cold single verification, vilya next to the
// peers of each profile.
func BenchmarkEd25519Verify(b *testing.B) {
	const size = 64
	pubs, msgs, sigs := signedSet(64, size)
	for _, p := range ed25519Peers() {
		b.Run(p.name+"/"+strconv.Itoa(size), func(b *testing.B) {
			b.SetBytes(size)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				j := i % len(pubs)
				if !p.verify(pubs[j], msgs[j], sigs[j]) {
					b.Fatal("invalid")
				}
			}
		})
	}
}

// TestEd25519InterleavedPeers times vilya and the peers in alternating
// short blocks (the machine is shared); it runs only with
// VILYA_INTERLEAVE=<rounds>.
func TestEd25519InterleavedPeers(t *testing.T) {
	rounds, _ := strconv.Atoi(os.Getenv("VILYA_INTERLEAVE"))
	if rounds <= 0 {
		t.Skip("set VILYA_INTERLEAVE=<rounds> to measure")
	}
	fmt.Print(measureenv.Header())
	const blockLen = 16
	pubs, msgs, sigs := signedSet(64, 64)
	ps := ed25519Peers()
	times := make([][]time.Duration, len(ps))
	for r := range rounds {
		for j := range ps {
			k := j
			if r%2 == 1 {
				k = len(ps) - 1 - j
			}
			start := time.Now()
			for i := range blockLen {
				n := (r*blockLen + i) % len(pubs)
				if !ps[k].verify(pubs[n], msgs[n], sigs[n]) {
					t.Fatal(ps[k].name)
				}
			}
			times[k] = append(times[k], time.Since(start))
		}
	}
	fmt.Printf("rounds=%d, blocks of %d cold verifications, message 64 bytes; ratios to crypto/ed25519\n", rounds, blockLen)
	fmt.Printf("%-26s %12s %12s %10s %12s\n", "implementation", "median ns", "fastest ns", "ratio-min", "ratio-paired")
	for i, p := range ps {
		s := slices.Clone(times[i])
		slices.Sort(s)
		b := slices.Clone(times[0])
		slices.Sort(b)
		paired := make([]float64, rounds)
		for r := range rounds {
			paired[r] = float64(times[i][r]) / float64(times[0][r])
		}
		slices.Sort(paired)
		fmt.Printf("%-26s %12.0f %12.0f %10.3f %12.3f\n", p.name, float64(s[rounds/2])/blockLen, float64(s[0])/blockLen,
			float64(s[0])/float64(b[0]), paired[rounds/2])
	}
}
