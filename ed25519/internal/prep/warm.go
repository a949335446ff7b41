package prep

// The warm schedule: a key's tables (ifma.KeyTables for the ifma backend,
// avx2.KeyTables for the avx2 backend, each engine's own type, which an
// Item carries in Warm) hold [e](2^(WarmShiftA p) (-A)) for p = 0 ..
// WarmPositionsA-1, and the engines' base tables hold [e](2^(WarmShiftB
// p) B) for p = 0 .. WarmPositionsB-1. [k](-A) + [S]B is then the sum of
// the pieces
//
//	piece p of k: sum_{i<WarmDigitsA} d_(WarmDigitsA p + i) 2^(5i) 2^(WarmShiftA p)(-A)
//	piece p of S: sum_{j<WarmDigitsB} e_(WarmDigitsB p + j) 2^(8j) 2^(WarmShiftB p) B
//
// with d the DigitsA signed radix-2^5 digits of k (zero from d_DigitsA
// on) and e the DigitsB signed radix-2^8 digits of S, every piece on one
// chain of WarmTop doublings. A change of spacing is an edit here: the
// builders of the tables and the engines' chains read these names.

// WarmPositionsA is the number of a key's tables: the positions 2^(15p)
// (WarmShiftA) that split k into seventeen pieces of WarmDigitsA = 3
// signed radix-2^5 digits. WarmPositionsB is the number of B's shifted
// tables: the positions 2^(16p) (WarmShiftB) that split S into sixteen
// pieces of WarmDigitsB = 2 signed radix-2^8 digits. More positions
// shorten the chain (WarmTop) and cost table memory: a key's tables grow
// with WarmPositionsA, B's shared ones with WarmPositionsB.
const (
	WarmPositionsA = 17
	WarmPositionsB = 16
)

// DigitsA and DigitsB are the digit counts of k, the scalar of -A (signed
// radix 2^5), and of S, the scalar of B (signed radix 2^8): both are below
// 2^253, so 51 digits (255 bits) and 32 digits (256 bits) suffice and the
// top digit absorbs the last carry.
const (
	DigitsA = 51
	DigitsB = 32
)

// WarmDigitsA and WarmDigitsB are the digits of k and S in each piece:
// piece p covers k's digits WarmDigitsA p .. WarmDigitsA (p+1) - 1 (3;
// the seventeen pieces hold the 51 exactly)
// and S's digits WarmDigitsB p .. WarmDigitsB (p+1) - 1 (2, exactly).
//
// WarmShiftA and WarmShiftB are the spacings of the tables' positions:
// 15 = 5 WarmDigitsA bits of k and 16 = 8 WarmDigitsB bits of S per piece.
//
// WarmTop is the length of the pieces' chain: the last of k's digits in a
// piece sits at 5 (WarmDigitsA-1) = 10, and S's, at 8 (WarmDigitsB-1) =
// 8, is not beyond it.
const (
	WarmDigitsA = (DigitsA + WarmPositionsA - 1) / WarmPositionsA
	WarmDigitsB = DigitsB / WarmPositionsB
	WarmShiftA  = 5 * WarmDigitsA
	WarmShiftB  = 8 * WarmDigitsB
	WarmTop     = 5 * (WarmDigitsA - 1)
)

// The pieces must cover S's digits exactly, cover k's with a last piece
// that is not empty, and reach no further along the chain than k's; the
// key tables' positions are those ifma.KeyTables and avx2.KeyTables
// document (2^(15p)).
const (
	_ = uint(WarmTop - 8*(WarmDigitsB-1))
	_ = uint(WarmDigitsB*WarmPositionsB - DigitsB)
	_ = uint(DigitsB - WarmDigitsB*WarmPositionsB)
	_ = uint(DigitsA - WarmDigitsA*(WarmPositionsA-1) - 1)
	_ = uint(WarmShiftA - 15)
	_ = uint(15 - WarmShiftA)
)

// WarmStepsA is the number of the warm chain's additions of k's pieces:
// one for each piece at each of k's WarmDigitsA digit positions (a last
// piece's position past DigitsA included). WarmStepA numbers addition (j,
// p), piece p at digit position j (5j doublings before the chain's end),
// in the order the chain runs them: j from WarmDigitsA-1 down to 0
// (scalar.WalkChain to WarmTop), at each j the pieces p from 0 up.
// WarmStepAtA inverts it for 0 <= f < WarmStepsA. The engines ask for a
// step's table entries a fixed number of steps before it.
const WarmStepsA = WarmDigitsA * WarmPositionsA

func WarmStepA(j, p int) int { return (WarmDigitsA-1-j)*WarmPositionsA + p }

func WarmStepAtA(f int) (j, p int) {
	return WarmDigitsA - 1 - f/WarmPositionsA, f % WarmPositionsA
}
