package main

import (
	"bytes"
	"io"
	"testing"

	lcbao "lukechampine.com/blake3/bao"

	"github.com/vilyacrypto/vilya/blake3/bao"
)

// baoDiffLengths crosses chunk, group and tree-level boundaries; the
// lengths over 1 MiB run only without -short.
func baoDiffLengths() []int {
	var ls []int
	for n := 0; n <= 64<<10; n += 1024 {
		ls = append(ls, n)
		if n > 0 {
			ls = append(ls, n-1, n+1)
		}
	}
	top := 1 << 20
	if !testing.Short() {
		top = 16 << 20
	}
	for n := 128 << 10; n <= top; n <<= 1 {
		ls = append(ls, n-1, n, n+1)
	}
	return ls
}

// TestBaoMatchesLukechampine checks that vilya's blake3/bao and
// lukechampine.com/blake3/bao, an independent implementation with the same
// format (chunk groups included), write the same combined and outboard
// encodings and root for every length and group 0 to 4, decode each
// other's, and cut the same slices where their slice rules agree (a
// non-empty range inside the content: lukechampine rejects ranges past the
// end and takes a count of 0 as no nodes at all).
func TestBaoMatchesLukechampine(t *testing.T) {
	big := input(16<<20 + 1)
	for _, n := range baoDiffLengths() {
		in := big[:n]
		for g := 0; g <= 4; g++ {
			if n > 1<<20 && g != 0 && g != 4 {
				continue
			}
			enc, root := bao.Encode(nil, in, g)
			lenc, lroot := lcbao.EncodeBuf(in, g, false)
			if root != lroot || !bytes.Equal(enc, lenc) {
				t.Fatalf("len %d g %d: combined encodings differ", n, g)
			}
			ob, _ := bao.EncodeOutboard(nil, in, g)
			lob, _ := lcbao.EncodeBuf(in, g, true)
			if !bytes.Equal(ob, lob) {
				t.Fatalf("len %d g %d: outboard encodings differ", n, g)
			}
			if n > 1<<20 {
				continue
			}
			if !lcbao.VerifyBuf(enc, nil, g, root) || !lcbao.VerifyBuf(in, ob, g, root) {
				t.Fatalf("len %d g %d: lukechampine rejects vilya's encodings", n, g)
			}
			if n%4096 != 1 || n == 0 {
				continue
			}
			for _, r := range [][2]uint64{{0, 1}, {uint64(n) / 3, uint64(n) / 2}, {uint64(n) - 1, 1}, {0, uint64(n)}} {
				var a, b bytes.Buffer
				if err := bao.ExtractSlice(&a, bytes.NewReader(enc), nil, r[0], r[1], g); err != nil {
					t.Fatal(err)
				}
				if err := lcbao.ExtractSlice(&b, bytes.NewReader(lenc), nil, g, r[0], r[1]); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Fatalf("len %d g %d slice %v: slices differ", n, g, r)
				}
				got, ok := lcbao.VerifySlice(a.Bytes(), g, r[0], r[1], root)
				mine, err := io.ReadAll(bao.NewSliceDecoder(bytes.NewReader(b.Bytes()), root, r[0], r[1], g))
				if !ok || err != nil || !bytes.Equal(got, mine) || !bytes.Equal(mine, in[r[0]:r[0]+r[1]]) {
					t.Fatalf("len %d g %d slice %v: decoded slices differ (%v, %v)", n, g, r, ok, err)
				}
			}
		}
	}
}
