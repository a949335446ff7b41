package bao

import (
	"bytes"
	"fmt"
	"testing"
)

// TestGatherNodeOffsets checks the parent nodes gather names for chunkCVs
// to prefetch: for subtrees of every shape up to unitLen and every group
// size, the 64 bytes at each recorded offset are, in order, the parent
// nodes of the outboard encoding of the same content.
func TestGatherNodeOffsets(t *testing.T) {
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
				for _, o := range tr.nodeOffs[:tr.nnodes] {
					nodes = append(nodes, enc[headerLen+o:headerLen+o+parentLen]...)
				}
				if want := ob[headerLen:]; !bytes.Equal(nodes, want) {
					t.Fatalf("%d nodes named, %d in the outboard encoding, or they differ", tr.nnodes, len(want)/parentLen)
				}
			})
		}
	}
}
