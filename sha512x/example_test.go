package sha512x_test

import (
	"fmt"

	"github.com/vilyacrypto/vilya/sha512x"
)

func ExampleSumBatch() {
	msgs := [][]byte{[]byte("abc"), []byte(""), []byte("a longer message")}
	out := make([][64]byte, len(msgs))
	sha512x.SumBatch(out, msgs)
	fmt.Printf("%x\n", out[0][:8])
	// Output: ddaf35a193617aba
}

func ExampleSumPrefixedBatch() {
	// Ed25519 hashes R || A || M; R || A is the 64-byte prefix.
	var ra [64]byte
	msgs := [][]byte{[]byte("message")}
	out := make([][64]byte, 1)
	sha512x.SumPrefixedBatch(out, [][64]byte{ra}, msgs)
	fmt.Println(len(out[0]))
	// Output: 64
}

func ExampleSetKernel() {
	if err := sha512x.SetKernel("generic"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(sha512x.Kernel())
	sha512x.SetKernel("auto")
	// Output: generic
}

func ExampleKernels() {
	fmt.Println(sha512x.Kernels()[0])
	// Output: generic
}
