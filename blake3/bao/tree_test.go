package bao

import (
	"bytes"
	"fmt"
	"testing"
)

// TestGatherNodeLines checks the parent nodes gather names for chunkCVs to
// prefetch: for subtrees of every shape up to unitLen and every group
// size, the bytes from each recorded first offset to its last are, in
// order, the parent nodes of the outboard encoding of the same content.
func TestGatherNodeLines(t *testing.T) {
	sizes := []uint64{chunkLen + 1, 2 * chunkLen, 3*chunkLen - 1, 5 * chunkLen, 64*chunkLen + 7, unitLen/2 + 3*chunkLen, unitLen - 1, unitLen}
	for g := range 5 {
		for _, n := range sizes {
			t.Run(fmt.Sprintf("g%d/%d", g, n), func(t *testing.T) {
				data := make([]byte, n)
				for i := range data {
					data[i] = byte(i*31 + int(n))
				}
				enc, _ := Encode(nil, data, g)
				ob, _ := EncodeOutboard(nil, data, g)
				var tr tree
				tr.g = uint(g)
				k := 0
				tr.gather(0, n, &k)
				var nodes []byte
				for i := 0; i < tr.nlines; i += 2 {
					first, last := tr.nodeLines[i], tr.nodeLines[i+1]
					if last != first+parentLen-1 {
						t.Fatalf("node %d: bytes %d to %d", i/2, first, last)
					}
					nodes = append(nodes, enc[headerLen+first:headerLen+last+1]...)
				}
				if want := ob[headerLen:]; !bytes.Equal(nodes, want) {
					t.Fatalf("%d nodes named, %d in the outboard encoding, or they differ", tr.nlines/2, len(want)/parentLen)
				}
			})
		}
	}
}
