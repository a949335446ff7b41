package main

// This file adapts vilya's blake3 package (contract in api.md) to the
// matrix and the differential tests.

import vb "github.com/vilyacrypto/vilya/blake3"

func init() {
	h := vb.New()
	p := vb.New()
	vilyaBlake3 = &blake3Impl{
		name: "vilya",
		hash: func(n int, in []byte, out *[32]byte) {
			for range n {
				*out = vb.Sum256(in)
			}
		},
		keyed: func(n int, key *[32]byte, in []byte, out *[32]byte) {
			for range n {
				*out = vb.KeyedSum256(key, in)
			}
		},
		derive: func(n int, ctx string, material, out []byte) {
			for range n {
				vb.DeriveKey(out, ctx, material)
			}
		},
		xof: func(n int, in []byte, seek uint64, out []byte) {
			if seek == 0 {
				for range n {
					vb.SumXOF(out, in)
				}
				return
			}
			for range n {
				x := vb.New()
				x.Write(in)
				x.XOF().ReadAt(out, int64(seek))
			}
		},
		stream: func(n int, in []byte, w int, out *[32]byte) {
			for range n {
				h.Reset()
				for q := in; len(q) > 0; {
					k := min(w, len(q))
					h.Write(q[:k])
					q = q[k:]
				}
				*out = h.Sum256()
			}
		},
		parallel: func(n int, in []byte, out *[32]byte) {
			for range n {
				p.Reset()
				p.WriteParallel(in, 0)
				*out = p.Sum256()
			}
		},
		many: func(n int, _ []byte, _, _ []int64, msgs [][]byte, out [][32]byte) {
			for range n {
				vb.Sum256Batch(out, msgs)
			}
		},
		kernel:    vb.Kernel,
		setKernel: vb.SetKernel,
		kernels:   vb.Kernels,
	}
	vilyaBlake3Loop = &blake3Impl{
		name: "vilya-loop",
		many: func(n int, _ []byte, _, _ []int64, msgs [][]byte, out [][32]byte) {
			for range n {
				for i, m := range msgs {
					out[i] = vb.Sum256(m)
				}
			}
		},
	}
}
