//go:build !purego

package blake3

import "testing"

// TestTailInPage checks the page rule of sumChunk's in-place AVX-512 route:
// the 64 bytes from the last block's start may reach only pages the message
// touches, wherever the message lies against a 4 KiB page boundary.
func TestTailInPage(t *testing.T) {
	const page = 4096
	for n := 1; n <= chunkLen; n++ {
		for end := uintptr(page - 130); end <= page+130; end++ {
			p := 3*page + end - uintptr(n)
			e := p + uintptr(n) // one past the message
			last := p + uintptr((n-1)/BlockSize*BlockSize)
			// The loads cover [last, last+64); every page among them must
			// hold a byte of the message.
			want := true
			for a := last; a < last+BlockSize; a++ {
				if a/page != p/page && a/page != (e-1)/page && !(a/page > p/page && a/page < (e-1)/page) {
					want = false
				}
			}
			if got := tailInPage(p, n); got != want {
				t.Fatalf("tailInPage(%#x, %d) = %v, want %v", p, n, got, want)
			}
		}
	}
	// The derive-key context string that was slow in one process of five:
	// 41 bytes at page offset 0xfc7, whose last masked load reached 0x1006.
	if tailInPage(0x25afc7, 41) {
		t.Fatal("tailInPage(0x...fc7, 41) = true: the last block's loads reach the next page")
	}
}
