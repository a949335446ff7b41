package scalar

import (
	"math/big"
	"slices"
)

// le32 encodes n (< 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte { return reverse(n.FillBytes(make([]byte, 32))) }

// reverse reverses b in place and returns it.
func reverse(b []byte) []byte { slices.Reverse(b); return b }
