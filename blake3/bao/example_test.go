package bao_test

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/bao"
)

func Example() {
	content := bytes.Repeat([]byte("verified streaming "), 1000)
	enc, root := bao.Encode(nil, content, 0)
	fmt.Println(root == blake3.Sum256(content), len(enc))

	// The receiver knows only root; every byte it reads is verified.
	got, err := io.ReadAll(bao.NewDecoder(bytes.NewReader(enc), root, 0))
	fmt.Println(bytes.Equal(got, content), err)

	enc[5000] ^= 1 // a bit flipped in transit
	_, err = io.ReadAll(bao.NewDecoder(bytes.NewReader(enc), root, 0))
	fmt.Println(err)
	// Output:
	// true 20160
	// true <nil>
	// bao: hash mismatch in the subtree of content bytes 0 to 19000
}

func ExampleEncodedSize() {
	n, _ := bao.EncodedSize(1<<30, 0)
	o, _ := bao.OutboardSize(1<<30, 0)
	o4, _ := bao.OutboardSize(1<<30, 4) // iroh's chunk groups of 16 KiB
	fmt.Println(n, o, o4)
	// Output: 1140850632 67108808 4194248
}

func ExampleEncodeOutboard() {
	content := make([]byte, 5000)
	ob, root := bao.EncodeOutboard(nil, content, 0)
	d := bao.NewOutboardDecoder(bytes.NewReader(content), bytes.NewReader(ob), root, 0)
	n, err := io.Copy(io.Discard, d)
	fmt.Println(len(ob), n, err)
	// Output: 264 5000 <nil>
}

func ExampleDecoder_Seek() {
	content := make([]byte, 1<<20)
	for i := range content {
		content[i] = byte(i / 1024)
	}
	enc, root := bao.Encode(nil, content, 0)
	d := bao.NewDecoderBytes(enc, root, 0)
	end, _ := d.Seek(0, io.SeekEnd) // verifies the final chunk: the length is proven
	d.Seek(700*1024, io.SeekStart)  // verifies only the path to this chunk
	b := make([]byte, 3)
	io.ReadFull(d, b)
	fmt.Println(end, b)
	// Output: 1048576 [188 188 188]
}

func ExampleExtractSlice() {
	content := make([]byte, 100000)
	enc, root := bao.Encode(nil, content, 0)
	// The sender proves bytes 50000..50099 with a slice of 1.5 KiB.
	var slice bytes.Buffer
	if err := bao.ExtractSlice(&slice, bytes.NewReader(enc), nil, 50000, 100, 0); err != nil {
		panic(err)
	}
	got, err := io.ReadAll(bao.NewSliceDecoder(&slice, root, 50000, 100, 0))
	fmt.Println(len(enc), len(got), err)
	// Output: 106216 100 <nil>
}

func ExampleEncodeStream() {
	f, err := os.CreateTemp("", "bao-example")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	// A reader of unknown length: the tree goes out in post-order, then is
	// turned into pre-order in the file.
	src := io.LimitReader(zeros{}, 3<<20+7)
	n, root, err := bao.EncodeStream(f, src, 0, false)
	fmt.Println(n, err)
	d := bao.NewDecoder(f, root, 0)
	m, err := io.Copy(io.Discard, d)
	fmt.Println(m, err)
	// Output:
	// 3145735 <nil>
	// 3145735 <nil>
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }

func ExampleEncodeReader() {
	content := bytes.Repeat([]byte{7}, 70000)
	size, _ := bao.EncodedSize(int64(len(content)), 0)
	f, err := os.CreateTemp("", "bao-example")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	root, err := bao.EncodeReader(f, bytes.NewReader(content), int64(len(content)), 0, false)
	st, _ := f.Stat()
	fmt.Println(root == blake3.Sum256(content), st.Size() == size, err)
	// Output: true true <nil>
}

func ExampleEncodeReaderAt() {
	content := bytes.Repeat([]byte("a file "), 1<<20) // 7 MiB
	src, err := os.CreateTemp("", "bao-example-src")
	if err != nil {
		panic(err)
	}
	defer os.Remove(src.Name())
	defer src.Close()
	if _, err := src.Write(content); err != nil {
		panic(err)
	}
	dst, err := os.CreateTemp("", "bao-example-dst")
	if err != nil {
		panic(err)
	}
	defer os.Remove(dst.Name())
	defer dst.Close()
	// Read, hashed and written on every core (0: GOMAXPROCS workers).
	root, err := bao.EncodeReaderAt(dst, src, int64(len(content)), 0, false, 0)
	enc, _ := os.ReadFile(dst.Name())
	want, _ := bao.Encode(nil, content, 0)
	fmt.Println(root == blake3.Sum256(content), bytes.Equal(enc, want), err)
	// Output: true true <nil>
}

func ExampleNewOutboardDecoderBytes() {
	content := make([]byte, 300000)
	ob, root := bao.EncodeOutboard(nil, content, 4) // 16 KiB groups
	content[123456] = 1
	_, err := io.Copy(io.Discard, bao.NewOutboardDecoderBytes(content, ob, root, 4))
	fmt.Println(err)
	// Output: bao: hash mismatch in the subtree of content bytes 0 to 262144
}

func ExampleEncodeParallel() {
	content := bytes.Repeat([]byte("all cores "), 500000) // 5 MB
	enc, root := bao.EncodeParallel(nil, content, 0, 0)   // 0: GOMAXPROCS workers
	one, root1 := bao.Encode(nil, content, 0)
	fmt.Println(bytes.Equal(enc, one), root == root1, root == blake3.Sum256(content))
	// Output: true true true
}

func ExampleEncodeOutboardParallel() {
	content := bytes.Repeat([]byte("all cores "), 500000)
	ob, root := bao.EncodeOutboardParallel(nil, content, 0, 2)
	one, _ := bao.EncodeOutboard(nil, content, 0)
	fmt.Println(bytes.Equal(ob, one), root == blake3.Sum256(content), len(ob))
	// Output: true true 312456
}

func ExampleEncodeTo() {
	content := bytes.Repeat([]byte("in order "), 1000)
	var w bytes.Buffer // any io.Writer: a file, a connection
	root, n, err := bao.EncodeTo(&w, content, 0)
	enc, root1 := bao.Encode(nil, content, 0)
	fmt.Println(root == root1, n, err, bytes.Equal(w.Bytes(), enc))
	// Output: true 9520 <nil> true
}

func ExampleEncode() {
	content := bytes.Repeat([]byte("0123456789"), 300) // 3000 bytes: three chunks
	enc, root := bao.Encode(nil, content, 0)
	size, _ := bao.EncodedSize(int64(len(content)), 0)
	fmt.Println(len(enc) == int(size), root == blake3.Sum256(content))
	// Output: true true
}

func ExampleOutboardSize() {
	// An outboard encoding holds the tree only: 8 bytes, and 64 for each
	// parent node (one fewer than the leaves).
	for _, g := range []int{0, 4} { // 1 KiB leaves, 16 KiB leaves
		n, _ := bao.OutboardSize(1<<30, g)
		fmt.Println(n)
	}
	// Output:
	// 67108808
	// 4194248
}

func ExampleNewDecoder() {
	// Decoding a stream as it arrives: Read returns only verified bytes.
	content := bytes.Repeat([]byte("streamed "), 40000) // 360 kB
	enc, root := bao.Encode(nil, content, 0)
	pr, pw := io.Pipe()
	go func() {
		pw.Write(enc) // a network connection, say
		pw.Close()
	}()
	got, err := io.ReadAll(bao.NewDecoder(pr, root, 0))
	fmt.Println(bytes.Equal(got, content), err)
	// Output: true <nil>
}

func ExampleNewDecoderBytes() {
	content := bytes.Repeat([]byte{1}, 5000)
	enc, root := bao.Encode(nil, content, 0)
	enc[8+64+64+10] ^= 1 // a content byte of the first chunk
	_, err := io.ReadAll(bao.NewDecoderBytes(enc, root, 0))
	fmt.Println(err)
	// Output: bao: hash mismatch in the subtree of content bytes 0 to 5000
}

func ExampleNewOutboardDecoder() {
	// The content and its outboard tree from two readers (two files, say).
	content := bytes.Repeat([]byte("data "), 100000)
	ob, root := bao.EncodeOutboard(nil, content, 2)
	d := bao.NewOutboardDecoder(bytes.NewReader(content), bytes.NewReader(ob), root, 2)
	var out bytes.Buffer
	n, err := io.Copy(&out, d)
	fmt.Println(n, err)
	// Output: 500000 <nil>
}

func ExampleNewSliceDecoder() {
	// A slice proves its own range only: read as another range, it fails.
	content := bytes.Repeat([]byte("slices "), 20000)
	enc, root := bao.Encode(nil, content, 0)
	var slice bytes.Buffer
	if err := bao.ExtractSlice(&slice, bytes.NewReader(enc), nil, 70000, 10, 0); err != nil {
		panic(err)
	}
	got, err := io.ReadAll(bao.NewSliceDecoder(bytes.NewReader(slice.Bytes()), root, 70000, 10, 0))
	fmt.Printf("%q %v\n", got, err)
	_, err = io.ReadAll(bao.NewSliceDecoder(bytes.NewReader(slice.Bytes()), root, 0, 10, 0))
	fmt.Println(err != nil)
	// Output:
	// "slices sli" <nil>
	// true
}

func ExampleDecoder_WriteTo() {
	// io.Copy uses WriteTo: the verified content goes to w without an
	// intermediate buffer of the caller's.
	content := bytes.Repeat([]byte("copy "), 300000)
	enc, root := bao.Encode(nil, content, 0)
	f, err := os.CreateTemp("", "bao-example")
	if err != nil {
		panic(err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	n, err := bao.NewDecoderBytes(enc, root, 0).WriteTo(f)
	fmt.Println(n, err)
	// Output: 1500000 <nil>
}
