package ed25519_test

import (
	"bytes"
	stded25519 "crypto/ed25519"
	"fmt"

	"github.com/vilyacrypto/vilya/ed25519"
)

// signed returns a deterministic key and a signature of msg, for the
// examples.
func signed(seed byte, msg string) (pub, sig []byte) {
	priv := stded25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, 32))
	return priv.Public().(stded25519.PublicKey), stded25519.Sign(priv, []byte(msg))
}

func ExampleVerify() {
	pub, sig := signed(1, "hello")
	fmt.Println(ed25519.Verify(pub, []byte("hello"), sig))
	fmt.Println(ed25519.Verify(pub, []byte("hullo"), sig))
	fmt.Println(ed25519.Verify(pub[:31], []byte("hello"), sig)) // no panic
	// Output:
	// true
	// false
	// false
}

func ExampleVerifyWithProfile() {
	// A signature by the identity point (a small-order key): every
	// cofactorless verifier that does not reject small order accepts it
	// for any message, since [k]A = 0 and R = [S]B.
	identity := make([]byte, 32)
	identity[0] = 1
	sig := make([]byte, 64)
	copy(sig, identity) // R = identity, S = 0
	for _, p := range []ed25519.Profile{ed25519.StdlibCompat, ed25519.DalekStrict, ed25519.ZIP215, ed25519.FIPS186_5, ed25519.Libsodium, ed25519.VoiDefault} {
		fmt.Println(p, ed25519.VerifyWithProfile(p, identity, []byte("anything"), sig))
	}
	// Output:
	// stdlib true
	// dalek-strict false
	// zip215 true
	// fips186-5 true
	// libsodium false
	// voi-default false
}

func ExampleVerifyBatch() {
	var pubs, msgs, sigs [][]byte
	for i := range 5 {
		msg := fmt.Sprint("message ", i)
		pub, sig := signed(byte(i), msg)
		pubs, msgs, sigs = append(pubs, pub), append(msgs, []byte(msg)), append(sigs, sig)
	}
	sigs[3] = sigs[2] // a wrong signature at lane 3
	verdicts := make([]bool, len(sigs))
	all := ed25519.VerifyBatch(ed25519.ZIP215, pubs, msgs, sigs, verdicts)
	fmt.Println(all, verdicts)
	// Output:
	// false [true true true false true]
}

func ExampleVerifyBatchKeys() {
	pub, sig := signed(3, "block 1")
	k, _ := ed25519.NewExpandedPublicKey(pub)
	keys := []*ed25519.ExpandedPublicKey{k, k}
	msgs := [][]byte{[]byte("block 1"), []byte("block 2")}
	sigs := [][]byte{sig, sig}
	verdicts := make([]bool, 2)
	ed25519.VerifyBatchKeys(ed25519.StdlibCompat, keys, msgs, sigs, verdicts)
	fmt.Println(verdicts)
	// Output:
	// [true false]
}

func ExampleNewExpandedPublicKey() {
	pub, _ := signed(4, "")
	k, err := ed25519.NewExpandedPublicKey(pub)
	fmt.Println(err, bytes.Equal(k.Bytes(), pub))
	_, err = ed25519.NewExpandedPublicKey(pub[:16])
	fmt.Println(err)
	// Output:
	// <nil> true
	// ed25519: bad public key length
}

func ExampleExpandedPublicKey_Verify() {
	pub, sig := signed(5, "vote")
	k, _ := ed25519.NewExpandedPublicKey(pub) // decode once, verify many times
	fmt.Println(k.Verify(ed25519.DalekStrict, []byte("vote"), sig))
	// Output:
	// true
}

func ExampleExpandedPublicKey_Bytes() {
	pub, _ := signed(6, "")
	k, _ := ed25519.NewExpandedPublicKey(pub)
	fmt.Printf("%x\n", k.Bytes()[:4])
	// Output:
	// 8a875fff
}

func ExampleNewKeyCache() {
	c := ed25519.NewKeyCache(1 << 20) // 1 MiB of decoded keys
	st := c.Stats()
	fmt.Println(st.Capacity == (1<<20)/ed25519.CacheEntryBytes, st.Bytes <= 1<<20)
	// Output:
	// true true
}

func ExampleKeyCache_Verify() {
	c := ed25519.NewKeyCache(1 << 20)
	pub, sig := signed(7, "tx")
	for range 3 {
		c.Verify(ed25519.ZIP215, pub, []byte("tx"), sig)
	}
	st := c.Stats()
	fmt.Println(st.Hits, st.Misses, st.Entries)
	// Output:
	// 2 1 1
}

func ExampleKeyCache_Stats() {
	c := ed25519.NewKeyCache(2 * ed25519.CacheEntryBytes) // room for two keys
	for i := range 3 {
		pub, sig := signed(byte(i), "x")
		c.Verify(ed25519.StdlibCompat, pub, []byte("x"), sig)
	}
	st := c.Stats()
	fmt.Println(st.Capacity, st.Entries, st.Misses, st.Evictions)
	// Output:
	// 2 2 3 1
}

func ExampleParseProfile() {
	p, err := ed25519.ParseProfile("zip215")
	fmt.Println(p, err)
	_, err = ed25519.ParseProfile("ed448")
	fmt.Println(err)
	// Output:
	// zip215 <nil>
	// ed25519: unknown profile "ed448"
}

func ExampleProfile_String() {
	fmt.Println(ed25519.StdlibCompat, ed25519.DalekStrict, ed25519.ZIP215, ed25519.FIPS186_5, ed25519.Libsodium, ed25519.VoiDefault)
	var zero ed25519.Profile
	fmt.Println(zero) // the default
	// Output:
	// stdlib dalek-strict zip215 fips186-5 libsodium voi-default
	// stdlib
}

func ExampleBackends() {
	fmt.Println(ed25519.Backends()[0])
	// Output:
	// portable
}

// LaneFaults counts the times a SIMD backend's result left the bounds its
// kernels guarantee and the signatures were verified again on the portable
// backend; a monitoring system can export it. It stays zero on a healthy
// machine.
func ExampleLaneFaults() {
	before := ed25519.LaneFaults()
	pub, sig := signed(1, "hello")
	ed25519.VerifyBatch(ed25519.StdlibCompat, [][]byte{pub, pub}, [][]byte{[]byte("hello"), []byte("hello")}, [][]byte{sig, sig}, make([]bool, 2))
	fmt.Println(ed25519.LaneFaults() - before)
	// Output:
	// 0
}

func ExampleBackend() {
	fmt.Println(ed25519.Backend() != "")
	// Output:
	// true
}

func ExampleSetBackend() {
	defer ed25519.SetBackend("auto")
	fmt.Println(ed25519.SetBackend("portable"), ed25519.Backend())
	fmt.Println(ed25519.SetBackend("quantum") != nil) // never a silent fallback
	// Output:
	// <nil> portable
	// true
}
