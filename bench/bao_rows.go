package main

import (
	"bytes"
	"io"

	lcbao "lukechampine.com/blake3/bao"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/blake3/bao"
)

// baoRows returns the Bao rows: combined and outboard encoding and
// decoding (chunk groups of one chunk, the bao crate's format) of 1 MiB
// and 64 MiB on one core, by vilya's blake3/bao, by lukechampine.com/
// blake3/bao, and, as the bar, vilya's plain Sum256 of the same bytes
// (vilya-sum256). Every implementation writes into buffers it was given
// ahead of time and decodes from memory to io.Discard, so the rows time the
// hashing and copying, not allocation.
func baoRows(quick bool) []rowSpec {
	sizes := []int{mib, 64 * mib}
	if quick {
		sizes = []int{mib}
	}
	var rows []rowSpec
	for _, op := range []string{"encode", "encode-outboard", "decode", "decode-outboard"} {
		for _, size := range sizes {
			rows = append(rows, rowSpec{group: "bao", op: op, size: size, perItem: 1,
				impls: []impl{baoVilya(op, size), baoLuke(op, size), baoSum256(size)}})
		}
	}
	return rows
}

// baoInput holds one size's content with its encodings, shared by the
// rows (lukechampine's are the same bytes: TestBaoMatchesLukechampine).
type baoInput struct {
	in, enc, ob []byte
	root        [32]byte
}

var baoInputs = map[int]*baoInput{}

func baoData(size int) *baoInput {
	if b, ok := baoInputs[size]; ok {
		return b
	}
	b := &baoInput{in: input(size)}
	b.enc, b.root = bao.Encode(nil, b.in, 0)
	b.ob, _ = bao.EncodeOutboard(nil, b.in, 0)
	baoInputs[size] = b
	return b
}

func baoVilya(op string, size int) impl {
	d := baoData(size)
	in, enc, ob, root := d.in, d.enc, d.ob, d.root
	im := impl{name: "vilya"}
	switch op {
	case "encode":
		dst := make([]byte, 0, len(enc))
		im.run = func(n int) {
			for range n {
				_, r := bao.Encode(dst, in, 0)
				sink ^= r[0]
			}
		}
	case "encode-outboard":
		dst := make([]byte, 0, len(ob))
		im.run = func(n int) {
			for range n {
				_, r := bao.EncodeOutboard(dst, in, 0)
				sink ^= r[0]
			}
		}
	case "decode":
		im.run = func(n int) {
			for range n {
				if _, err := io.Copy(io.Discard, bao.NewDecoderBytes(enc, root, 0)); err != nil {
					panic(err)
				}
			}
		}
	case "decode-outboard":
		im.run = func(n int) {
			for range n {
				if _, err := io.Copy(io.Discard, bao.NewOutboardDecoderBytes(in, ob, root, 0)); err != nil {
					panic(err)
				}
			}
		}
	}
	return im
}

// sliceWriterAt is an io.WriterAt over a buffer allocated once.
type sliceWriterAt []byte

func (s sliceWriterAt) WriteAt(p []byte, off int64) (int, error) {
	return copy(s[off:], p), nil
}

func baoLuke(op string, size int) impl {
	d := baoData(size)
	in, enc, ob, root := d.in, d.enc, d.ob, d.root
	im := impl{name: "lukechampine"}
	r := bytes.NewReader(in)
	switch op {
	case "encode", "encode-outboard":
		outboard := op == "encode-outboard"
		dst := sliceWriterAt(make([]byte, lcbao.EncodedSize(size, 0, outboard)))
		im.run = func(n int) {
			for range n {
				r.Reset(in)
				h, err := lcbao.Encode(dst, r, int64(size), 0, outboard)
				if err != nil {
					panic(err)
				}
				sink ^= h[0]
			}
		}
	case "decode":
		e := bytes.NewReader(enc)
		im.run = func(n int) {
			for range n {
				e.Reset(enc)
				if ok, err := lcbao.Decode(io.Discard, e, nil, 0, root); !ok || err != nil {
					panic("lukechampine bao: decode failed")
				}
			}
		}
	case "decode-outboard":
		o := bytes.NewReader(ob)
		im.run = func(n int) {
			for range n {
				r.Reset(in)
				o.Reset(ob)
				if ok, err := lcbao.Decode(io.Discard, r, o, 0, root); !ok || err != nil {
					panic("lukechampine bao: outboard decode failed")
				}
			}
		}
	}
	return im
}

// baoSum256 is the bar: vilya's Sum256 of the content, whatever the op.
func baoSum256(size int) impl {
	in := input(size)
	return impl{name: "vilya-sum256", run: func(n int) {
		for range n {
			d := blake3.Sum256(in)
			sink ^= d[0]
		}
	}}
}
