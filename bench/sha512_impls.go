package main

import (
	"crypto/sha512"
	"fmt"
)

// A sha512Impl adapts one way of hashing many independent messages.
type sha512Impl struct {
	name    string
	missing string
	// sumBatch sets out[i] = SHA-512(msgs[i]).
	sumBatch func(out [][64]byte, msgs [][]byte)
	// sumPrefixed sets out[i] = SHA-512(prefixes[i] || msgs[i]).
	sumPrefixed func(out [][64]byte, prefixes [][64]byte, msgs [][]byte)
	kernel      func() string
	setKernel   func(name string) error // vilya only; nil for peers
	kernels     func() []string         // vilya only; nil for peers
}

// vilyaSHA512x is set by vilya_sha512x.go when vilya's sha512x package
// exists in this build; nil means every vilya SHA-512 cell is "n/a".
var vilyaSHA512x *sha512Impl

// cryptoSHA512 hashes the messages one at a time with crypto/sha512.
func cryptoSHA512() *sha512Impl {
	h := sha512.New()
	return &sha512Impl{
		name: "crypto-sha512",
		sumBatch: func(out [][64]byte, msgs [][]byte) {
			for i, m := range msgs {
				out[i] = sha512.Sum512(m)
			}
		},
		sumPrefixed: func(out [][64]byte, prefixes [][64]byte, msgs [][]byte) {
			for i, m := range msgs {
				h.Reset()
				h.Write(prefixes[i][:])
				h.Write(m)
				h.Sum(out[i][:0])
			}
		},
	}
}

// sha512Rows returns the SHA-512 rows, in ns per message: batches of
// equal-length messages hashed by one SumBatch call against crypto/sha512 in
// a loop, and the Ed25519 shape SHA-512(R || A || M) with a 64-byte prefix.
func sha512Rows(quick bool) []rowSpec {
	type shape struct {
		op      string
		size    int
		batches []int
	}
	shapes := []shape{
		{"sum", 64, []int{1, 8}},
		{"sum", 200, []int{1, 2, 4, 8, 16, 64}},
		{"sum", 1232, []int{1, 2, 4, 8, 16, 64}},
		{"sum", 4096, []int{8}},
		{"sum-prefixed", 200, []int{8, 64}},
		{"sum-prefixed", 1232, []int{8, 64}},
	}
	if quick {
		shapes = []shape{{"sum", 200, []int{8}}, {"sum", 1232, []int{8}}, {"sum-prefixed", 1232, []int{8}}}
	}
	v := vilyaSHA512x
	if v == nil {
		v = &sha512Impl{name: "vilya"}
	}
	var rows []rowSpec
	for _, s := range shapes {
		for _, b := range s.batches {
			r := rowSpec{group: "sha512", op: s.op, size: s.size, batch: b, perItem: b}
			for _, im := range []*sha512Impl{v, cryptoSHA512()} {
				r.impls = append(r.impls, sha512Op(im, s.op, s.size, b))
			}
			rows = append(rows, r)
		}
	}
	return rows
}

func sha512Op(s *sha512Impl, op string, size, batch int) impl {
	im := impl{name: s.name, missing: s.missing}
	if s.name == "vilya" && s.sumBatch == nil {
		im.na = true
		return im
	}
	if im.missing != "" {
		return im
	}
	// Distinct messages, one offset apart in a shared buffer.
	buf := input(size + batch)
	msgs := make([][]byte, batch)
	prefixes := make([][64]byte, batch)
	for i := range msgs {
		msgs[i] = buf[i : i+size]
		copy(prefixes[i][:], buf[i:])
	}
	out := make([][64]byte, batch)
	switch op {
	case "sum":
		im.run = func(n int) {
			for range n {
				s.sumBatch(out, msgs)
			}
			sink ^= out[0][0]
		}
	case "sum-prefixed":
		im.run = func(n int) {
			for range n {
				s.sumPrefixed(out, prefixes, msgs)
			}
			sink ^= out[0][0]
		}
	default:
		panic(fmt.Sprint("sha512Op: unknown op ", op))
	}
	return im
}
