package ed25519_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/vilyacrypto/vilya/ed25519"
)

func ExampleCheckSignature() {
	pub, sig := signed(1, "hello")
	fmt.Println(ed25519.CheckSignature(ed25519.StdlibCompat, pub, []byte("hello"), sig))
	fmt.Println(ed25519.CheckSignature(ed25519.StdlibCompat, pub, []byte("hullo"), sig))
	fmt.Println(ed25519.CheckSignature(ed25519.StdlibCompat, pub, []byte("hello"), sig[:63]))

	// A small-order key: accepted by StdlibCompat, refused by Libsodium.
	identity := make([]byte, 32)
	identity[0] = 1
	forged := append(identity[:32:32], make([]byte, 32)...) // R = identity, S = 0
	fmt.Println(ed25519.CheckSignature(ed25519.StdlibCompat, identity, []byte("any"), forged))
	err := ed25519.CheckSignature(ed25519.Libsodium, identity, []byte("any"), forged)
	fmt.Println(errors.Is(err, ed25519.ErrSmallOrderA))
	// Output:
	// <nil>
	// ed25519: signature does not verify
	// ed25519: bad signature length
	// <nil>
	// true
}

func ExampleBatchVerifier() {
	bv := ed25519.NewBatchVerifier(ed25519.ZIP215)
	for i := range 4 {
		msg := fmt.Sprint("tx ", i)
		pub, sig := signed(byte(i), msg)
		if i == 2 {
			msg = "tampered"
		}
		bv.Add(pub, []byte(msg), sig)
	}
	verdicts := make([]bool, bv.Len())
	fmt.Println(bv.Verify(verdicts), verdicts)
	bv.Reset() // ready for the next block, reusing its memory
	fmt.Println(bv.Len(), bv.Verify(nil))
	// Output:
	// false [true true false true]
	// 0 true
}

func ExampleNewBatchVerifierWithCapacity() {
	// Room for a block of 1000 signatures: no allocation while filling it.
	bv := ed25519.NewBatchVerifierWithCapacity(ed25519.ZIP215, 1000)
	pub, sig := signed(2, "vote")
	for range 1000 {
		bv.Add(pub, []byte("vote"), sig)
	}
	fmt.Println(bv.Verify(nil))
	// Output:
	// true
}

func ExampleBatchVerifier_AddKey() {
	pub, sig := signed(3, "block 1")
	k, _ := ed25519.NewExpandedPublicKey(pub) // a validator's key, decoded once
	var bv ed25519.BatchVerifier              // the zero value verifies under StdlibCompat
	bv.AddKey(k, []byte("block 1"), sig)
	bv.Add(pub, []byte("block 2"), sig) // keys and bytes mix freely
	verdicts := make([]bool, 2)
	bv.Verify(verdicts)
	fmt.Println(verdicts)
	// Output:
	// [true false]
}

func ExampleExpandedPublicKey_Equal() {
	pub, _ := signed(4, "")
	a, _ := ed25519.NewExpandedPublicKey(pub)
	b, _ := ed25519.NewExpandedPublicKey(pub)
	other, _ := signed(5, "")
	c, _ := ed25519.NewExpandedPublicKey(other)
	fmt.Println(a.Equal(b), a.Equal(c))
	// Output:
	// true false
}

func ExampleExpandedPublicKey_MarshalBinary() {
	pub, _ := signed(6, "")
	k, _ := ed25519.NewExpandedPublicKey(pub)
	b, _ := k.MarshalBinary()
	var back ed25519.ExpandedPublicKey
	fmt.Println(back.UnmarshalBinary(b), back.Equal(k))
	fmt.Println(back.UnmarshalBinary(b[:31]))
	// Output:
	// <nil> true
	// ed25519: bad public key length
}

func ExampleExpandedPublicKey_UnmarshalText() {
	var cfg struct{ Validator *ed25519.ExpandedPublicKey }
	err := json.Unmarshal([]byte(`{"Validator": "8A875FFF1EB38451577ACD5AFEE405456568DD7C89E090863A0557BC7AF49F17"}`), &cfg)
	fmt.Println(err)
	out, _ := json.Marshal(cfg) // MarshalText: lowercase hex
	fmt.Println(string(out))
	fmt.Println(json.Unmarshal([]byte(`{"Validator": "8a87"}`), &cfg))
	// Output:
	// <nil>
	// {"Validator":"8a875fff1eb38451577acd5afee405456568dd7c89e090863a0557bc7af49f17"}
	// ed25519: bad public key length
}
