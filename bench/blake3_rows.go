package main

import "fmt"

const (
	kib = 1024
	mib = 1024 * kib
)

// blake3Rows returns the BLAKE3 rows: hash, keyed and derive-key over the
// size ladder, XOF output lengths from a 4 KiB input, 1 MiB streamed in
// writes of several sizes, and multi-core hashing of large inputs.
func blake3Rows(quick bool) []rowSpec {
	sizes := []int{0, 1, 32, 64, 256, kib, 4 * kib, 16 * kib, 64 * kib, 256 * kib, mib}
	xofs := []int{64, 128, 256, 512, 1024, 2048, 4096}
	writes := []int{64, 4 * kib, 16 * kib, 64 * kib}
	par := []int{16 * mib, 256 * mib}
	type opSizes struct {
		op    string
		sizes []int
	}
	ops := []opSizes{{"hash", sizes}, {"keyed", sizes}, {"derive-key", sizes}, {"xof", xofs}, {"stream", writes}, {"multicore", par}}
	if quick {
		ops = []opSizes{{"hash", []int{64, kib, 64 * kib, mib}}, {"keyed", []int{kib}}, {"derive-key", []int{64}},
			{"xof", []int{1024}}, {"stream", []int{64, 16 * kib}}, {"multicore", []int{16 * mib}}}
	}
	impls := append([]*blake3Impl{vilyaBlake3OrNA()}, blake3Peers()...)
	var rows []rowSpec
	for _, o := range ops {
		for _, size := range o.sizes {
			r := rowSpec{group: "blake3", op: o.op, size: size, perItem: 1}
			switch o.op {
			case "stream":
				r.size = mib
				r.op = fmt.Sprintf("stream-%s-writes", humanSize(size))
			case "multicore":
				r.multicore = true
			}
			for _, b := range impls {
				r.impls = append(r.impls, blake3Op(b, o.op, size))
			}
			rows = append(rows, r)
		}
	}
	return rows
}

// vilyaBlake3OrNA returns vilya's adapter or a placeholder marked n/a.
func vilyaBlake3OrNA() *blake3Impl {
	if vilyaBlake3 != nil {
		return vilyaBlake3
	}
	return &blake3Impl{name: "vilya"}
}

// inputs memoizes input: rows share their read-only inputs.
var inputs = map[int][]byte{}

// input returns n deterministic pseudo-random bytes, shared between callers,
// which must not modify them.
func input(n int) []byte {
	if b, ok := inputs[n]; ok {
		return b
	}
	b := make([]byte, n)
	defer func() { inputs[n] = b }()
	x := uint64(0x9e3779b97f4a7c15)
	for i := range b {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		b[i] = byte(x)
	}
	return b
}

// blake3Op turns one implementation into the impl of one row.
func blake3Op(b *blake3Impl, op string, size int) impl {
	im := impl{name: b.name, missing: b.missing, cgo: b.cgo}
	if b.name == "vilya" && b.hash == nil {
		im.na = true
		return im
	}
	if im.missing != "" {
		return im
	}
	var out [32]byte
	key := (*[32]byte)(input(32))
	switch op {
	case "hash":
		in := input(size)
		im.run = func(n int) { b.hash(n, in, &out); sink ^= out[0] }
	case "keyed":
		in := input(size)
		im.run = func(n int) { b.keyed(n, key, in, &out); sink ^= out[0] }
	case "derive-key":
		in := input(size)
		im.run = func(n int) { b.derive(n, "vilya bench 2026-11-29 derive-key context", in, out[:]); sink ^= out[0] }
	case "xof":
		in := input(4 * kib)
		o := make([]byte, size)
		im.run = func(n int) { b.xof(n, in, 0, o); sink ^= o[0] }
	case "stream":
		in := input(mib)
		im.run = func(n int) { b.stream(n, in, size, &out); sink ^= out[0] }
	case "multicore":
		in := input(size)
		f := b.parallel
		if f == nil {
			f = b.hash
		}
		im.run = func(n int) { f(n, in, &out); sink ^= out[0] }
	default:
		panic("blake3Op: unknown op " + op)
	}
	return im
}

// humanSize formats a byte count as the matrix prints it.
func humanSize(n int) string {
	switch {
	case n >= mib && n%mib == 0:
		return fmt.Sprintf("%d MiB", n/mib)
	case n >= kib && n%kib == 0:
		return fmt.Sprintf("%d KiB", n/kib)
	}
	return fmt.Sprint(n)
}
