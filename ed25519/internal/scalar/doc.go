// Package scalar is the arithmetic on scalars that verification needs
// before any point is touched: recodings of a little-endian scalar into
// digits (signed fixed windows, SignedWindows; the width-w non-adjacent
// form, NAFWidthN, NAFDigits and NAF), the schedules that walk those
// digits from the top down and tell a double-base multiplication where
// to add and how many doublings lie between (WalkChain for fixed windows
// of 5 and 8 bits, WalkNAF and WalkNAFs for non-adjacent forms), and the
// shortening of a challenge k into c = d k (mod 8L) with c and d of about
// 128 bits each (ShortChallenge, SplitChallenge: lattice basis reduction
// in dimension 2, lattice.go).
//
// Scalars are public (signatures and keys); everything here runs in time
// that depends on them. It imports nothing of vilya.
package scalar
