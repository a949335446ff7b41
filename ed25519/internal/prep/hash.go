package prep

import "github.com/vilyacrypto/vilya/sha512x"

// HashScratch holds the challenge inputs and digests of one chunk for the
// multi-buffer SHA-512.
type HashScratch struct {
	buf  [Chunk][64]byte // R || A, then SHA-512(R || A || M)
	msgs [Chunk][]byte
	who  [Chunk]uint8
}

// HashItems sets the challenge of every ok item that has none, eight
// messages at a time.
func HashItems(items []Item, hs *HashScratch) {
	m := 0
	for i := range items {
		it := &items[i]
		if !it.OK || it.Hashed {
			continue
		}
		copy(hs.buf[m][:32], it.Sig[:32])
		copy(hs.buf[m][32:], it.Pub[:])
		hs.msgs[m] = it.Msg
		hs.who[m] = uint8(i)
		m++
	}
	sha512x.SumPrefixedBatch(hs.buf[:m], hs.buf[:m], hs.msgs[:m])
	for j := range m {
		it := &items[hs.who[j]]
		it.SetChallenge(&hs.buf[j])
		hs.msgs[j] = nil
	}
}
