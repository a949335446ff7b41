// Package edwards is the portable point arithmetic of the ed25519 package:
// the extended, projective, completed and cached forms of Hisil, Wong,
// Carter and Dawson over filippo.io/edwards25519/field elements (point.go),
// the odd multiples of the base point, a precomputed key's table and the
// double-base multiplication over it (straus.go). Everything here is
// variable time: it handles public data only. Every method writes a
// receiver of another type than its operands, so no output aliases an
// input; the field operations are filippo.io/edwards25519/field's, whose
// bounds they keep.
package edwards
