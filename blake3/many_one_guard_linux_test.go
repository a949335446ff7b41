package blake3

import "testing"

// TestManyOneKernelPageEnd runs every group kernel on messages of 0..64 bytes
// that end exactly at a page followed by an inaccessible page, in every
// lane position, so that any read past a message faults.
func TestManyOneKernelPageEnd(t *testing.T) {
	mem := pageBeforeGuard(t, 11)
	ps := len(mem)
	f := uint32(flagChunkStart | flagChunkEnd | flagRoot)
	for _, k := range groupKernels(t) {
		w := k.width()
		msgs := make([][]byte, w)
		out := make([][Size]byte, w)
		for n := 0; n <= BlockSize; n++ {
			for p := range w {
				for i := range msgs {
					msgs[i] = mem[ps-BlockSize*(i+2) : ps-BlockSize*(i+1)]
				}
				msgs[p] = mem[ps-n : ps]
				if g := manyOne(k, out, msgs, 1, &iv, f); g != 1 {
					t.Fatalf("%v: %d groups hashed, want 1", k, g)
				}
				for i, m := range msgs {
					if out[i] != Sum256(m) {
						t.Fatalf("%v: %d bytes at a page end in lane %d: message %d differs", k, n, p, i)
					}
				}
			}
		}
	}
}
