package sha512x

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

var _K = [80]uint64{
	0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
	0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
	0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
	0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
	0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
	0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
	0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
	0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
	0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
	0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
	0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
	0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
	0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
	0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
	0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
	0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
	0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
	0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
	0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
	0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
}

// blocksGeneric is the portable twin of the block kernels: every lane i
// hashes the n[j][i] blocks at p[j][i] for j = 0, 1, 2 in turn into h[.][i]
// (see lanes.go for the layout).
func blocksGeneric(h *[8][maxLanes]uint64, p *[nSeg][maxLanes]*byte, n *[nSeg][maxLanes]uint64) {
	for i := range maxLanes {
		if n[0][i] == 0 && n[1][i] == 0 && n[2][i] == 0 {
			continue
		}
		var st [8]uint64
		for w := range st {
			st[w] = h[w][i]
		}
		for j := range nSeg {
			if n[j][i] == 0 {
				continue
			}
			data := unsafe.Slice(p[j][i], n[j][i]*BlockSize)
			for len(data) >= BlockSize {
				block(&st, data[:BlockSize])
				data = data[BlockSize:]
			}
		}
		for w := range st {
			h[w][i] = st[w]
		}
	}
}

// block is the SHA-512 compression function (FIPS 180-4, section 6.4.2).
func block(st *[8]uint64, b []byte) {
	var w [80]uint64
	for t := range 16 {
		w[t] = binary.BigEndian.Uint64(b[8*t:])
	}
	for t := 16; t < 80; t++ {
		x, y := w[t-15], w[t-2]
		s0 := bits.RotateLeft64(x, -1) ^ bits.RotateLeft64(x, -8) ^ x>>7
		s1 := bits.RotateLeft64(y, -19) ^ bits.RotateLeft64(y, -61) ^ y>>6
		w[t] = s1 + w[t-7] + s0 + w[t-16]
	}
	a, b_, c, d, e, f, g, h := st[0], st[1], st[2], st[3], st[4], st[5], st[6], st[7]
	for t := range 80 {
		s1 := bits.RotateLeft64(e, -14) ^ bits.RotateLeft64(e, -18) ^ bits.RotateLeft64(e, -41)
		ch := (e & f) ^ (^e & g)
		t1 := h + s1 + ch + _K[t] + w[t]
		s0 := bits.RotateLeft64(a, -28) ^ bits.RotateLeft64(a, -34) ^ bits.RotateLeft64(a, -39)
		maj := (a & b_) ^ (a & c) ^ (b_ & c)
		t2 := s0 + maj
		h, g, f, e, d, c, b_, a = g, f, e, d+t1, c, b_, a, t1+t2
	}
	st[0] += a
	st[1] += b_
	st[2] += c
	st[3] += d
	st[4] += e
	st[5] += f
	st[6] += g
	st[7] += h
}
