package ed25519

import (
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/ifma"
	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
	"github.com/vilyacrypto/vilya/ed25519/internal/r51x8"
)

// The avx2 backend's engines over every corpus against the pinned
// verdicts, through the entry points of internal/avx2 whatever backend is
// active; internal/avx2's own tests compare them with
// portable.VerifyItem over the edge corpus and valid and corrupted
// signatures.

// avx2Item prepares v under p with its key brought as kind says: 0 as
// bytes, 1 decoded, 2 with the ifma backend's tables (which the avx2
// engines convert), 3 with the avx2 backend's tables (warm), 4 with what
// the front end attaches for the avx2 backend of a key that holds both
// backends' tables (an ExpandedPublicKey made while the avx2 backend was
// active on a CPU with IFMA: ExpandedPublicKey.warm). k holds the decoded
// key; a key that does not decode comes as bytes.
func avx2Item(p Profile, v vector, kind int, k *keyCore) prep.Item {
	if kind == 0 || k.set(v.Pub) != nil {
		return prepare(p, v.Pub, v.Msg, v.Sig, nil)
	}
	it := prepare(p, nil, v.Msg, v.Sig, k)
	if kind >= 2 {
		both := keyTablesOf(k)
		switch kind {
		case 2:
			it.Warm = both.ifmaTables
		case 3:
			it.Warm = both.avx2Tables
		case 4:
			it.Warm = both.warm(backendAVX2)
		}
	}
	return it
}

// keyTablesMemo holds, per key and kernel routing, both backends' tables,
// built on first use and shared by every profile and mode after: a key's
// tables are a function of its bytes (building them is the costly part of
// avx2Item, the ifma ones on the portable twins where the CPU lacks IFMA).
var keyTablesMemo sync.Map // keyTablesKey -> *ExpandedPublicKey

type keyTablesKey struct {
	pub        [PublicKeySize]byte
	avx2, ifma bool // r25x4.UseAVX2, r51x8.UseIFMA when built
}

// keyTablesOf returns a key holding both backends' tables for the decoded
// key k, built under the current kernel routing.
func keyTablesOf(k *keyCore) *ExpandedPublicKey {
	key := keyTablesKey{k.bytes, r25x4.UseAVX2, r51x8.UseIFMA}
	if t, ok := keyTablesMemo.Load(key); ok {
		return t.(*ExpandedPublicKey)
	}
	t := &ExpandedPublicKey{ifmaTables: ifma.NewKeyTables(&k.negA), avx2Tables: avx2.NewKeyTables(&k.negA)}
	keyTablesMemo.Store(key, t)
	return t
}

// TestQuadEngine runs every corpus through the avx2 backend's batch path
// (avx2.VerifyChunk: the quad engine, warm and cold groups, groups below
// its threshold in the solo10 engine, the cofactorless verdicts of the full
// length held to the chunk's end) under every profile, in chunks of one
// to four and of batchChunk signatures, with the key kinds mixed within a
// chunk, on the portable twins (a prefix of each corpus) and on the AVX2
// kernels where the CPU has them, with shortened challenges and at full
// length, and compares every verdict with the pinned ones.
func TestQuadEngine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	defer avx2.SetShortChallenges(true)
	for _, mode := range avx2Modes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+map[bool]string{true: "/short", false: "/full"}[short], func(t *testing.T) {
				defer useAVX2Kernels(mode)()
				avx2.SetShortChallenges(short)
				s, hs := new(avx2.Scratch), new(prep.HashScratch)
				keys := make([]keyCore, batchChunk)
				items := make([]prep.Item, batchChunk)
				for p := range numProfiles {
					for ci, c := range cs {
						vs := c.vs
						if mode == "generic" && len(vs) > 8 {
							vs = vs[:8]
						}
						want := g[c.name][p]
						verdicts := make([]bool, len(vs))
						for i := 0; i < len(vs); {
							size := 1 + (i+ci)%4
							if (i/4+ci)%3 == 2 {
								size = batchChunk
							}
							n := min(size, len(vs)-i)
							for j := range n {
								items[j] = avx2Item(p, vs[i+j], (i+j+int(p))%5, &keys[j])
							}
							avx2.VerifyChunk(p.rules(), items[:n], verdicts[i:i+n], s, hs)
							i += n
						}
						for i, v := range vs {
							if verdicts[i] != (want[i] == '1') {
								t.Errorf("%s %v %s: got %v", mode, p, v.Name, verdicts[i])
							}
						}
					}
				}
			})
		}
	}
}

// TestSolo10Engine runs every corpus through the avx2 backend's single
// verification (avx2.VerifyItems: the solo10 engine) under every profile,
// on the portable twins (a prefix of each corpus) and on the AVX2 kernels
// where the CPU has them, with every key kind (verifyWarm for the last
// two), with shortened challenges and at full length, and compares every
// verdict with the pinned ones.
func TestSolo10Engine(t *testing.T) {
	g := readGolden(t)
	cs := allCorpora(t)
	defer avx2.SetShortChallenges(true)
	for _, mode := range avx2Modes() {
		for _, short := range []bool{true, false} {
			t.Run(mode+map[bool]string{true: "/short", false: "/full"}[short], func(t *testing.T) {
				defer useAVX2Kernels(mode)()
				avx2.SetShortChallenges(short)
				for p := range numProfiles {
					for _, c := range cs {
						vs := c.vs
						if mode == "generic" && len(vs) > 12 {
							vs = vs[:12]
						}
						want := g[c.name][p]
						for i, v := range vs {
							for kind := range 5 {
								var k keyCore
								var out [1]bool
								avx2.VerifyItems(p.rules(), []prep.Item{avx2Item(p, v, kind, &k)}, out[:])
								if out[0] != (want[i] == '1') {
									t.Errorf("%s %v %s (keys %d): got %v", mode, p, v.Name, kind, out[0])
								}
							}
						}
					}
				}
			})
		}
	}
}
