package main

import "fmt"

const (
	kib = 1024
	mib = 1024 * kib
)

// blake3Rows returns the BLAKE3 rows: hash, keyed and derive-key over the
// size ladder, XOF output lengths from a 4 KiB input, 1 MiB streamed in
// writes of several sizes, multi-core hashing of large inputs, and batches
// of many messages (many, many-mixed).
func blake3Rows(quick bool) []rowSpec {
	sizes := []int{0, 1, 32, 64, 256, kib, 4 * kib, 16 * kib, 64 * kib, 256 * kib, mib}
	xofs := []int{64, 128, 256, 512, 1024, 2048, 4096}
	writes := []int{64, 4 * kib, 16 * kib, 64 * kib}
	par := []int{16 * mib, 256 * mib}
	type opSizes struct {
		op    string
		sizes []int
	}
	// hash also takes lengths of whole chunks and a partial one, whose last
	// chunk a one-shot hash may run apart from the others.
	hashSizes := []int{0, 1, 32, 64, 256, kib, 1500, 4*kib - 1, 4 * kib, 8*kib - 1, 16 * kib, 64 * kib, 256 * kib, mib}
	ops := []opSizes{{"hash", hashSizes}, {"keyed", sizes}, {"derive-key", sizes}, {"xof", xofs}, {"stream", writes}, {"multicore", par}}
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
	return append(rows, blake3ManyRows(quick)...)
}

// manyBatch is the number of messages of a many row.
const manyBatch = 1024

// blake3ManyRows returns the rows of many messages per call, in ns per
// message: op many, messages of one size, and many-mixed, lengths drawn
// from 0..4 KiB (the row's size). vilya is Sum256Batch, vilya-loop a loop
// of Sum256 over the same messages, and the peers loop (the official C in
// one cgo call).
func blake3ManyRows(quick bool) []rowSpec {
	type shape struct {
		op   string
		size int
	}
	shapes := []shape{{"many", 64}, {"many", kib}, {"many-mixed", 4 * kib}}
	if quick {
		shapes = shapes[:1]
	}
	impls := append([]*blake3Impl{vilyaBlake3OrNA(), vilyaBlake3LoopOrNA()}, blake3Peers()...)
	var rows []rowSpec
	for _, sh := range shapes {
		r := rowSpec{group: "blake3", op: sh.op, size: sh.size, batch: manyBatch, perItem: manyBatch}
		buf, offs, lens, msgs := manyMessages(sh.op == "many-mixed", sh.size, manyBatch)
		for _, b := range impls {
			r.impls = append(r.impls, blake3ManyOp(b, buf, offs, lens, msgs))
		}
		rows = append(rows, r)
	}
	return rows
}

// manyMessages returns count distinct messages cut from one shared input:
// all size bytes long, or with mixed, of pseudo-random lengths 0..size (the
// same every run). Each message is also given as offset and length in buf.
func manyMessages(mixed bool, size, count int) (buf []byte, offs, lens []int64, msgs [][]byte) {
	x := uint64(0x2545f4914f6cdd1d)
	offs, lens = make([]int64, count), make([]int64, count)
	total := 0
	for i := range count {
		l := size
		if mixed {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			l = int(x % uint64(size+1))
		}
		offs[i], lens[i] = int64(total), int64(l)
		total += l + 1 // one byte apart: no two messages alike
	}
	buf = input(total)
	msgs = make([][]byte, count)
	for i := range msgs {
		msgs[i] = buf[offs[i] : offs[i]+lens[i]]
	}
	return buf, offs, lens, msgs
}

// blake3ManyOp turns one implementation into the impl of a many row.
func blake3ManyOp(b *blake3Impl, buf []byte, offs, lens []int64, msgs [][]byte) impl {
	im := impl{name: b.name, missing: b.missing, cgo: b.cgo}
	if (b.name == "vilya" || b.name == "vilya-loop") && b.many == nil {
		im.na = true
		return im
	}
	if im.missing != "" {
		return im
	}
	out := make([][32]byte, len(msgs))
	im.run = func(n int) { b.many(n, buf, offs, lens, msgs, out); sink ^= out[0][0] }
	return im
}

// vilyaBlake3Loop is set with vilyaBlake3: Sum256 in a loop, the baseline of
// the many rows.
var vilyaBlake3Loop *blake3Impl

// vilyaBlake3LoopOrNA returns vilya's loop adapter or a placeholder.
func vilyaBlake3LoopOrNA() *blake3Impl {
	if vilyaBlake3Loop != nil {
		return vilyaBlake3Loop
	}
	return &blake3Impl{name: "vilya-loop"}
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
