package main

import (
	"bytes"
	"testing"

	lukechampine "lukechampine.com/blake3"
)

// TestLukechampineSeekQuirk records the peer bug that blake3Impl's
// lukechampine adapter works around: OutputReader.Seek to an offset that is
// not a multiple of 1024 reads from the wrong position. It only logs; the
// differential test checks the adapter's output.
func TestLukechampineSeekQuirk(t *testing.T) {
	h := lukechampine.New(32, nil)
	h.Write([]byte("abc"))
	var all [2048]byte
	h.XOF().Read(all[:])
	for _, off := range []int64{64, 100, 1024, 1100} {
		r := h.XOF()
		r.Seek(off, 0)
		var got [32]byte
		r.Read(got[:])
		t.Logf("lukechampine v1.4.1 Seek(%d): correct=%v", off, bytes.Equal(got[:], all[off:off+32]))
	}
}
