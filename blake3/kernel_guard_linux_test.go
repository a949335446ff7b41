package blake3

import (
	"syscall"
	"testing"
)

// pageBeforeGuard returns one page of readable memory, byte i set to
// byte(i * mul), followed by an inaccessible page, so that a read past its
// end faults; it skips tb where the mapping cannot be made, and unmaps both
// pages when tb ends.
func pageBeforeGuard(tb testing.TB, mul int) []byte {
	ps := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*ps, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		tb.Skipf("mmap: %v", err)
	}
	tb.Cleanup(func() { syscall.Munmap(mem) })
	if err := syscall.Mprotect(mem[ps:], syscall.PROT_NONE); err != nil {
		tb.Skipf("mprotect: %v", err)
	}
	for i := range ps {
		mem[i] = byte(i * mul)
	}
	return mem[:ps:ps]
}

// TestSumChunkPageEnd hashes messages that end exactly at a page followed by
// an inaccessible page, so that any read past the message faults.
func TestSumChunkPageEnd(t *testing.T) {
	mem := pageBeforeGuard(t, 7)
	ps := len(mem)
	want := make([][Size]byte, ps+1)
	withKernel(t, "generic", func() {
		for n := range want {
			want[n] = Sum256(mem[ps-n : ps])
		}
	})
	for _, k := range kernelsUnderTest(t) {
		withKernel(t, k, func() {
			for n := 0; n <= ps; n++ {
				if got := Sum256(mem[ps-n : ps]); got != want[n] {
					t.Fatalf("%s: Sum256 of %d bytes at a page end differs from generic", k, n)
				}
			}
		})
	}
}

// BenchmarkSum256PageEnd hashes messages that end at a page followed by an
// inaccessible page (as a string at the end of read-only data can be, or a
// slice at the end of a mapping). They must cost what BenchmarkSum256 of the
// same size costs: a read past the message, even a masked-off one, can cost
// hundreds of cycles there (docs/results/2026-12-02-blake3-derive-key-pages).
func BenchmarkSum256PageEnd(b *testing.B) {
	printHeader()
	mem := pageBeforeGuard(b, 1)
	ps := len(mem)
	for _, n := range []int{1, 41, 64, 100, 1000} {
		in := mem[ps-n : ps]
		b.Run(sizeName(n), func(b *testing.B) {
			b.SetBytes(int64(n))
			b.ReportAllocs()
			for b.Loop() {
				Sum256(in)
			}
		})
	}
}
