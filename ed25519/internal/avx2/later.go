package avx2

import (
	"filippo.io/edwards25519/field"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51"
)

// quadLater holds the cofactorless results of a chunk's quad groups until
// every R' = (X : Y : Z) is known, then inverts all their Z with one
// inversion (Montgomery's trick: the running products of the Z, one
// variable-time inversion, r51.InvertVar, of public values, and two
// multiplications per entry to take each inverse out),
// encodes each R' and compares it with the signature's R bytes. Equal
// bytes are exactly the cofactorless verdict (see prep.CofactorlessEqual: a
// canonical encoding is the encoding of the point it decodes to), and R is
// never decoded: a decoding costs an exponentiation per signature, the
// inversion one per chunk.
type quadLater struct {
	n     int
	x, y  [prep.Chunk][5]uint64 // radix-2^51 limbs of carried coordinates
	z     [prep.Chunk]field.Element
	pre   [prep.Chunk]field.Element // z[0] ... z[i]
	sig   [prep.Chunk]*[32]byte
	where [prep.Chunk]int
}

// add holds lane l of acc (carried) for the signature whose R bytes are r
// and whose verdict goes to verdicts[where]. A Z of zero, which no point
// the formulas compute has, is held as one with a verdict of false.
func (q *quadLater) add(acc *r25x4.Point, l int, r *[32]byte, where int) {
	i := q.n
	q.n++
	q.x[i] = r25x4.Limbs51(r25x4.Lane(&acc[0], l))
	q.y[i] = r25x4.Limbs51(r25x4.Lane(&acc[1], l))
	fz := r51.Freeze(r25x4.Limbs51(r25x4.Lane(&acc[2], l)))
	q.sig[i], q.where[i] = r, where
	if fz == [5]uint64{} {
		q.z[i].One()
		q.sig[i] = nil
		return
	}
	r51.SetElement(&q.z[i], fz)
}

// finish writes the verdicts of every held signature and empties q.
func (q *quadLater) finish(verdicts []bool) {
	if q.n == 0 {
		return
	}
	q.pre[0] = q.z[0]
	for i := 1; i < q.n; i++ {
		q.pre[i].Multiply(&q.pre[i-1], &q.z[i])
	}
	var inv, zinv, x, y field.Element
	// Every z is nonzero, so is their product: InvertVar succeeds.
	inv51, _ := r51.InvertVar(r51.LimbsOf(&q.pre[q.n-1]))
	r51.SetElement(&inv, inv51)
	for i := q.n - 1; i >= 0; i-- {
		if i > 0 {
			zinv.Multiply(&inv, &q.pre[i-1]) // 1/z[i]
			inv.Multiply(&inv, &q.z[i])      // 1/(z[0] ... z[i-1])
		} else {
			zinv = inv
		}
		x.Multiply(r51.SetElement(&x, q.x[i]), &zinv)
		y.Multiply(r51.SetElement(&y, q.y[i]), &zinv)
		enc := [32]byte(y.Bytes())
		enc[31] |= byte(x.IsNegative()) << 7
		verdicts[q.where[i]] = q.sig[i] != nil && enc == *q.sig[i]
		q.sig[i] = nil
	}
	q.n = 0
}
