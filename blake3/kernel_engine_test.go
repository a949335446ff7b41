package blake3

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// engineDigests runs every public mode over data with the current kernel:
// hash (with 131 bytes of XOF read at an offset), keyed, derive-key, and
// streaming in uneven pieces.
func engineDigests(data []byte, key *[KeySize]byte, split int) [][]byte {
	var res [][]byte
	d := Sum256(data)
	res = append(res, d[:])
	x := make([]byte, 131)
	h := New()
	h.Write(data)
	h.XOF().ReadAt(x, 1000)
	res = append(res, x)
	k := KeyedSum256(key, data)
	res = append(res, k[:])
	dk := make([]byte, 40)
	DeriveKey(dk, "vilya kernel test context", data)
	res = append(res, dk)
	s := NewKeyed(key)
	for p := data; len(p) > 0; {
		n := min(len(p), split)
		s.Write(p[:n])
		p = p[n:]
		split = split*3/2 + 1
	}
	res = append(res, s.Sum(nil))
	return res
}

// checkEngine compares every kernel's digests of data with generic's.
func checkEngine(t *testing.T, ks []string, data []byte, key *[KeySize]byte, split int) {
	t.Helper()
	var want [][]byte
	withKernel(t, "generic", func() { want = engineDigests(data, key, split) })
	for _, k := range ks[1:] {
		var got [][]byte
		withKernel(t, k, func() { got = engineDigests(data, key, split) })
		for i := range want {
			if !bytes.Equal(want[i], got[i]) {
				t.Fatalf("%s: mode %d differs from generic at length %d (split %d)", k, i, len(data), split)
			}
		}
	}
}

// TestKernelEngineLengths hashes every length 0..9 KiB, one byte at a time,
// at a moving misalignment, with every kernel against generic.
func TestKernelEngineLengths(t *testing.T) {
	ks := kernelsUnderTest(t)
	if len(ks) < 2 {
		t.Skip("only the generic kernel is available")
	}
	r := rand.New(rand.NewPCG(13, 14))
	var key [KeySize]byte
	for i := range key {
		key[i] = byte(r.Uint32())
	}
	buf := unaligned(r, 9<<10+64, 0)
	step := 1
	if testing.Short() {
		step = 61
	}
	for n := 0; n <= 9<<10; n += step {
		off := n % 64
		checkEngine(t, ks, buf[off:off+n], &key, 1+n%1100)
	}
}

// TestKernelEngineRandom hashes random lengths up to 1 MiB.
func TestKernelEngineRandom(t *testing.T) {
	ks := kernelsUnderTest(t)
	if len(ks) < 2 {
		t.Skip("only the generic kernel is available")
	}
	r := rand.New(rand.NewPCG(15, 16))
	var key [KeySize]byte
	buf := unaligned(r, 1<<20+64, 0)
	iters := 40
	if testing.Short() {
		iters = 5
	}
	for i := 0; i < iters; i++ {
		n := r.IntN(1<<20 + 1)
		if i < 4 {
			n = []int{1 << 20, 1<<20 - 1, 64 << 10, 65<<10 + 1}[i]
		}
		off := r.IntN(64)
		checkEngine(t, ks, buf[off:off+n], &key, 1+r.IntN(70000))
	}
}
