package blake3_test

import (
	"fmt"

	"github.com/vilyacrypto/vilya/blake3"
)

func ExampleSum256Batch() {
	msgs := [][]byte{[]byte("abc"), []byte(""), make([]byte, 5000)}
	out := make([][blake3.Size]byte, len(msgs))
	blake3.Sum256Batch(out, msgs)
	fmt.Println(out[0] == blake3.Sum256(msgs[0]), out[2] == blake3.Sum256(msgs[2]))
	fmt.Printf("%x\n", out[0])
	// Output:
	// true true
	// 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
}

func ExampleKeyedSum256Batch() {
	key := [blake3.KeySize]byte([]byte("whats the Elvish word for friend"))
	rows := [][]byte{[]byte("row 1"), []byte("row 2"), []byte("row 3"), []byte("row 4")}
	macs := make([][blake3.Size]byte, len(rows))
	blake3.KeyedSum256Batch(macs, &key, rows)
	fmt.Println(macs[3] == blake3.KeyedSum256(&key, rows[3]))
	// Output: true
}

func ExampleDeriveKeyBatch() {
	materials := [][]byte{[]byte("file 1 secret"), []byte("file 2 secret")}
	keys := make([][32]byte, len(materials))
	blake3.DeriveKeyBatch(keys, "example.com 2026-12-01 per-file keys", materials)
	want := make([]byte, 32)
	blake3.DeriveKey(want, "example.com 2026-12-01 per-file keys", materials[1])
	fmt.Println(string(keys[1][:]) == string(want))
	// Output: true
}

func ExampleKeyDeriver_DeriveKeyBatch() {
	d := blake3.NewKeyDeriver("example.com 2026-12-01 per-row keys")
	materials := [][]byte{[]byte("row 1"), []byte("row 2"), []byte("row 3")}
	keys := make([][32]byte, len(materials))
	d.DeriveKeyBatch(keys, materials)
	want := make([]byte, 32)
	d.DeriveKey(want, materials[0])
	fmt.Println(string(keys[0][:]) == string(want))
	// Output: true
}
