package blake3_test

import (
	"bytes"
	"crypto/sha3"
	"fmt"
	"hash"
	"io"

	"github.com/vilyacrypto/vilya/blake3"
)

func ExampleNewXOF() {
	// Any hash.XOF: BLAKE3 where crypto/sha3's SHAKE was.
	var x hash.XOF = blake3.NewXOF()
	x.Write([]byte("ab"))
	x.Write([]byte("c"))
	out := make([]byte, 8)
	x.Read(out)
	fmt.Printf("%x\n", out)

	for _, x := range []hash.XOF{blake3.NewXOF(), sha3.NewSHAKE128()} {
		x.Write([]byte("abc"))
		io.ReadFull(x, out)
		fmt.Println(len(out))
	}
	// Output:
	// 6437b3ac38465133
	// 8
	// 8
}

func ExampleNewKeyedXOF() {
	key := [blake3.KeySize]byte([]byte("whats the Elvish word for friend"))
	x := blake3.NewKeyedXOF(&key)
	x.Write([]byte("message"))
	stream := make([]byte, 48)
	x.Read(stream)
	want := make([]byte, 48)
	blake3.KeyedSumXOF(want, &key, []byte("message"))
	fmt.Println(bytes.Equal(stream, want))
	// Output: true
}

func ExampleNewDeriveKeyXOF() {
	x := blake3.NewDeriveKeyXOF("example.com 2026-11-30 stream keys")
	x.Write([]byte("input key material"))
	encKey, macKey := make([]byte, 32), make([]byte, 32)
	x.Read(encKey)
	x.Read(macKey) // the next 32 bytes of the derived stream
	fmt.Println(bytes.Equal(encKey, macKey))
	// Output: false
}

func ExampleXOF_Seek() {
	x := blake3.NewXOF()
	x.Write([]byte("abc"))
	out := make([]byte, 4)
	x.Seek(4, io.SeekStart) // the first Read, ReadAt or Seek ends the input
	x.Read(out)
	fmt.Printf("%x\n", out)
	x.ReadAt(out, 0) // random access, without moving Read's position
	fmt.Printf("%x\n", out)
	// Output:
	// 38465133
	// 6437b3ac
}

func ExampleXOF_Clone() {
	// Fork a transcript: one common prefix, two continuations.
	x := blake3.NewXOF()
	x.Write([]byte("common prefix; "))
	y := x.Clone()
	x.Write([]byte("left"))
	y.Write([]byte("right"))
	a, b := make([]byte, 16), make([]byte, 16)
	x.Read(a)
	y.Read(b)
	fmt.Println(bytes.Equal(a, b))
	// Output: false
}

func ExampleXOF_Reset() {
	x := blake3.NewXOF()
	x.Write([]byte("first"))
	x.Read(make([]byte, 32))
	x.Reset() // absorbing again, as a new XOF
	x.Write([]byte("abc"))
	out := make([]byte, 4)
	x.Read(out)
	fmt.Printf("%x\n", out)
	// Output: 6437b3ac
}

func ExampleXOF_MarshalBinary() {
	// Save a key stream's state after some output, and go on from it in
	// another process: the same bytes follow.
	x := blake3.NewXOF()
	x.Write([]byte("seed"))
	first := make([]byte, 8)
	x.Read(first)
	state, _ := x.MarshalBinary() // the input's state and the read position

	resumed := blake3.NewXOF()
	if err := resumed.UnmarshalBinary(state); err != nil {
		panic(err)
	}
	next, want := make([]byte, 8), make([]byte, 8)
	resumed.Read(next)
	x.Read(want)
	fmt.Println(bytes.Equal(next, want))
	// Output: true
}
