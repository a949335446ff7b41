package main

import (
	lukechampine "lukechampine.com/blake3"

	"github.com/vilyacrypto/vilya/bench/internal/cblake3"
	zeebo "github.com/zeebo/blake3"
)

// A blake3Impl adapts one BLAKE3 implementation. Every function runs its
// operation n times (n = 1 in tests) and leaves the last result in out, so
// the official C peer can loop inside one cgo call.
type blake3Impl struct {
	name    string
	missing string // why it cannot run here; "" when it can
	cgo     bool   // runs in C through cgo
	// hash sets out to BLAKE3(in).
	hash func(n int, in []byte, out *[32]byte)
	// keyed sets out to the keyed hash of in.
	keyed func(n int, key *[32]byte, in []byte, out *[32]byte)
	// derive sets out to the key derived from material under ctx.
	derive func(n int, ctx string, material, out []byte)
	// xof sets out to BLAKE3(in)'s output stream from byte offset seek.
	xof func(n int, in []byte, seek uint64, out []byte)
	// stream sets out to BLAKE3(in), written in pieces of w bytes to one
	// incremental hasher.
	stream func(n int, in []byte, w int, out *[32]byte)
	// parallel sets out to BLAKE3(in) using every core, or is nil when the
	// implementation has no multi-core path (then hash is used).
	parallel func(n int, in []byte, out *[32]byte)
	// many sets out[i] to BLAKE3(msgs[i]); msgs[i] is also the lens[i]
	// bytes at buf[offs[i]:], the form the official C peer takes.
	many func(n int, buf []byte, offs, lens []int64, msgs [][]byte, out [][32]byte)
	// kernel names the selected kernel, for the report header.
	kernel func() string
	// setKernel forces a kernel by name (vilya only; nil for peers).
	setKernel func(name string) error
	// kernels lists the kernels vilya can run here (vilya only).
	kernels func() []string
}

// vilyaBlake3 is set by vilya_blake3.go when vilya's blake3 package exists
// in this build; nil means every vilya BLAKE3 cell is "n/a".
var vilyaBlake3 *blake3Impl

// blake3Peers returns the BLAKE3 peers in report order, missing ones
// included.
func blake3Peers() []*blake3Impl {
	return []*blake3Impl{
		officialC("official-c", cblake3.LevelAll, "runtime dispatch"),
		officialC("official-c-avx2", cblake3.LevelAVX2, "dispatch without AVX-512"),
		officialC("official-c-sse41", cblake3.LevelSSE41, "dispatch without AVX-512 and AVX2"),
		lukechampineImpl(), zeeboImpl(),
	}
}

// officialC is the official C BLAKE3 with its dispatcher restricted to
// level before every call: official-c-avx2 runs the code a build with
// BLAKE3_NO_AVX512 runs on this CPU, so that an AVX-512 machine can
// measure vilya's AVX2 kernels (-kernels blake3=avx2) against the C's, and
// official-c-sse41 likewise; on a CPU without AVX-512 the first two are
// the same.
func officialC(name string, level cblake3.Level, what string) *blake3Impl {
	b := &blake3Impl{name: name, cgo: true}
	if !cblake3.Present() {
		b.missing = cblake3.ErrMissing.Error()
		return b
	}
	b.hash = func(n int, in []byte, out *[32]byte) { cblake3.SetLevel(level); cblake3.Hash(n, in, out[:]) }
	b.keyed = func(n int, key *[32]byte, in []byte, out *[32]byte) {
		cblake3.SetLevel(level)
		cblake3.Keyed(n, key, in, out[:])
	}
	b.derive = func(n int, ctx string, material, out []byte) {
		cblake3.SetLevel(level)
		cblake3.Derive(n, ctx, material, out)
	}
	b.xof = func(n int, in []byte, seek uint64, out []byte) {
		cblake3.SetLevel(level)
		cblake3.XOF(n, in, seek, out)
	}
	b.stream = func(n int, in []byte, w int, out *[32]byte) { cblake3.SetLevel(level); cblake3.Stream(n, in, w, out) }
	b.many = func(n int, buf []byte, offs, lens []int64, _ [][]byte, out [][32]byte) {
		cblake3.SetLevel(level)
		cblake3.HashMany(n, buf, offs, lens, out)
	}
	b.kernel = func() string { return "C " + cblake3.Version() + " (" + what + ")" }
	return b
}

func lukechampineImpl() *blake3Impl {
	h := lukechampine.New(32, nil)
	return &blake3Impl{
		name: "lukechampine",
		hash: func(n int, in []byte, out *[32]byte) {
			for range n {
				*out = lukechampine.Sum256(in)
			}
		},
		keyed: func(n int, key *[32]byte, in []byte, out *[32]byte) {
			for range n {
				k := lukechampine.New(32, key[:])
				k.Write(in)
				k.Sum(out[:0])
			}
		},
		derive: func(n int, ctx string, material, out []byte) {
			for range n {
				lukechampine.DeriveKey(out, ctx, material)
			}
		},
		xof: func(n int, in []byte, seek uint64, out []byte) {
			for range n {
				x := lukechampine.New(32, nil)
				x.Write(in)
				r := x.XOF()
				// lukechampine v1.4.1's OutputReader.Seek to an offset that
				// is not a multiple of 1024 returns the stream from the wrong
				// position (its buffer index assumes 1024-byte alignment; the
				// differential test found it). Seek to the aligned offset and
				// skip forward by reading instead.
				if aligned := seek &^ 1023; aligned != 0 {
					r.Seek(int64(aligned), 0)
				}
				if skip := seek & 1023; skip != 0 {
					var discard [1024]byte
					r.Read(discard[:skip])
				}
				r.Read(out)
			}
		},
		stream: func(n int, in []byte, w int, out *[32]byte) {
			for range n {
				h.Reset()
				for p := in; len(p) > 0; {
					k := min(w, len(p))
					h.Write(p[:k])
					p = p[k:]
				}
				h.Sum(out[:0])
			}
		},
		many: func(n int, _ []byte, _, _ []int64, msgs [][]byte, out [][32]byte) {
			for range n {
				for i, m := range msgs {
					out[i] = lukechampine.Sum256(m)
				}
			}
		},
		kernel: func() string { return "package dispatch" },
	}
}

func zeeboImpl() *blake3Impl {
	h := zeebo.New()
	return &blake3Impl{
		name: "zeebo",
		hash: func(n int, in []byte, out *[32]byte) {
			for range n {
				*out = zeebo.Sum256(in)
			}
		},
		keyed: func(n int, key *[32]byte, in []byte, out *[32]byte) {
			for range n {
				k, _ := zeebo.NewKeyed(key[:])
				k.Write(in)
				k.Sum(out[:0])
			}
		},
		derive: func(n int, ctx string, material, out []byte) {
			for range n {
				zeebo.DeriveKey(ctx, material, out)
			}
		},
		xof: func(n int, in []byte, seek uint64, out []byte) {
			for range n {
				x := zeebo.New()
				x.Write(in)
				d := x.Digest()
				if seek != 0 {
					d.Seek(int64(seek), 0)
				}
				d.Read(out)
			}
		},
		stream: func(n int, in []byte, w int, out *[32]byte) {
			for range n {
				h.Reset()
				for p := in; len(p) > 0; {
					k := min(w, len(p))
					h.Write(p[:k])
					p = p[k:]
				}
				h.Sum(out[:0])
			}
		},
		many: func(n int, _ []byte, _, _ []int64, msgs [][]byte, out [][32]byte) {
			for range n {
				for i, m := range msgs {
					out[i] = zeebo.Sum256(m)
				}
			}
		},
		kernel: func() string { return "package dispatch" },
	}
}
