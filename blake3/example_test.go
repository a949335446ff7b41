package blake3_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/vilyacrypto/vilya/blake3"
)

func ExampleSum256() {
	fmt.Printf("%x\n", blake3.Sum256([]byte("abc")))
	// Output: 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
}

func ExampleSum512() {
	d := blake3.Sum512([]byte("abc"))
	fmt.Printf("%x\n", d[32:])
	// Output: 1fb250ae7393f5d02813b65d521a0d492d9ba09cf7ce7f4cffd900f23374bf0b
}

func ExampleSumXOF() {
	out := make([]byte, 8)
	blake3.SumXOF(out, []byte("abc"))
	fmt.Printf("%x\n", out)
	// Output: 6437b3ac38465133
}

func ExampleKeyedSum256() {
	key := [blake3.KeySize]byte([]byte("whats the Elvish word for friend"))
	mac := blake3.KeyedSum256(&key, []byte("message"))
	fmt.Println(len(mac))
	// Output: 32
}

func ExampleKeyedSumXOF() {
	var key [blake3.KeySize]byte
	out := make([]byte, 48)
	blake3.KeyedSumXOF(out, &key, []byte("message"))
	fmt.Println(len(out))
	// Output: 48
}

func ExampleDeriveKey() {
	key := make([]byte, 32)
	blake3.DeriveKey(key, "example.com 2026-11-29 session keys", []byte("input key material"))
	fmt.Println(len(key))
	// Output: 32
}

func ExampleKeyDeriver() {
	d := blake3.NewKeyDeriver("example.com 2026-11-29 per-file keys")
	a, b := make([]byte, 32), make([]byte, 32)
	d.DeriveKey(a, []byte("file 1"))
	d.DeriveKey(b, []byte("file 2"))
	fmt.Println(bytes.Equal(a, b))
	// Output: false
}

func ExampleNew() {
	h := blake3.New()
	io.WriteString(h, "ab")
	io.WriteString(h, "c")
	fmt.Printf("%x\n", h.Sum(nil))
	// Output: 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
}

func ExampleNewKeyed() {
	var key [blake3.KeySize]byte
	h := blake3.NewKeyed(&key)
	h.Write([]byte("message"))
	fmt.Println(h.Sum256() == blake3.KeyedSum256(&key, []byte("message")))
	// Output: true
}

func ExampleNewDeriveKey() {
	h := blake3.NewDeriveKey("example.com 2026-11-29 session keys")
	h.Write([]byte("input key material"))
	key := make([]byte, 32)
	h.XOF().Read(key)
	want := make([]byte, 32)
	blake3.DeriveKey(want, "example.com 2026-11-29 session keys", []byte("input key material"))
	fmt.Println(bytes.Equal(key, want))
	// Output: true
}

func ExampleHasher_XOF() {
	h := blake3.New()
	h.Write([]byte("abc"))
	x := h.XOF()
	x.Seek(4, io.SeekStart)
	b := make([]byte, 4)
	x.Read(b)
	fmt.Printf("%x\n", b)
	// Output: 38465133
}

func ExampleOutputReader_ReadAt() {
	h := blake3.New()
	h.Write([]byte("abc"))
	b := make([]byte, 4)
	h.XOF().ReadAt(b, 4)
	fmt.Printf("%x\n", b)
	// Output: 38465133
}

func ExampleHasher_MarshalBinary() {
	h := blake3.New()
	h.Write([]byte("first half, "))
	state, _ := h.MarshalBinary() // store it, e.g. beside a partial upload

	resumed := blake3.New()
	if err := resumed.UnmarshalBinary(state); err != nil {
		panic(err)
	}
	resumed.Write([]byte("second half"))
	fmt.Println(resumed.Sum256() == blake3.Sum256([]byte("first half, second half")))
	// Output: true
}

func ExampleHasher_WriteParallel() {
	data := bytes.Repeat([]byte("vilya"), 1<<20)
	h := blake3.New()
	h.WriteParallel(data, 0) // all cores
	fmt.Println(h.Sum256() == blake3.Sum256(data))
	// Output: true
}

func ExampleHasher_WriteReaderAt() {
	f, err := os.CreateTemp("", "blake3-example")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	data := bytes.Repeat([]byte{42}, 3<<20)
	f.Write(data)

	h := blake3.New()
	if err := h.WriteReaderAt(f, 0, int64(len(data)), 0); err != nil {
		panic(err)
	}
	fmt.Println(h.Sum256() == blake3.Sum256(data))
	// Output: true
}

func ExampleHasher_ReadFrom() {
	h := blake3.New()
	h.ReadFrom(bytes.NewReader([]byte("abc")))
	fmt.Printf("%x\n", h.Sum256())
	// Output: 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
}

func ExampleSetKernel() {
	defer blake3.SetKernel("auto")
	if err := blake3.SetKernel("generic"); err != nil {
		panic(err)
	}
	fmt.Println(blake3.Kernel(), blake3.Kernels()[0])
	// Output: generic generic
}

func ExampleKernels() {
	// The portable kernel comes first; the SIMD kernels of this CPU follow.
	fmt.Println(blake3.Kernels()[0])
	// Output: generic
}

func ExampleKernel() {
	// The kernel in use, one of Kernels(): worth quoting in a bug report.
	fmt.Println(slices.Contains(blake3.Kernels(), blake3.Kernel()))
	// Output: true
}

func ExampleHasher_Sum256() {
	h := blake3.New()
	h.Write([]byte("ab"))
	d := h.Sum256() // an array: no allocation, and h can go on
	h.Write([]byte("c"))
	fmt.Println(d == blake3.Sum256([]byte("ab")), h.Sum256() == blake3.Sum256([]byte("abc")))
	// Output: true true
}

func ExampleHasher_Clone() {
	// A shared prefix hashed once, then two different endings.
	h := blake3.New()
	h.Write([]byte("header: "))
	c, _ := h.Clone()
	other := c.(*blake3.Hasher)
	h.Write([]byte("one"))
	other.Write([]byte("two"))
	fmt.Println(h.Sum256() == blake3.Sum256([]byte("header: one")),
		other.Sum256() == blake3.Sum256([]byte("header: two")))
	// Output: true true
}

func ExampleOutputReader_Seek() {
	h := blake3.New()
	h.Write([]byte("abc"))
	r := h.XOF()
	r.Seek(4, io.SeekStart) // output bytes 4 to 7
	b := make([]byte, 4)
	r.Read(b)
	fmt.Printf("%x %d\n", b, r.Position())
	// Output: 38465133 8
}

func ExampleOutputReader_SetPosition() {
	h := blake3.New()
	h.Write([]byte("abc"))
	r := h.XOF()
	r.SetPosition(4) // any offset of the 2^64-1 byte output
	b := make([]byte, 4)
	r.Read(b)
	fmt.Printf("%x %d\n", b, r.Position())
	// Output: 38465133 8
}
