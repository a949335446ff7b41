package main

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/vilyacrypto/vilya/internal/kernelreq"
)

// seed returns the seed of this run's random inputs, from VILYA_SEED or the
// clock, and logs it so a failure can be replayed.
func seed(t *testing.T) uint64 {
	t.Helper()
	s := uint64(time.Now().UnixNano())
	if v := os.Getenv("VILYA_SEED"); v != "" {
		var err error
		if s, err = strconv.ParseUint(v, 10, 64); err != nil {
			t.Fatalf("VILYA_SEED: %v", err)
		}
	}
	t.Logf("random inputs from VILYA_SEED=%d", s)
	return s
}

// blake3Lengths returns lengths that cross every block, chunk and
// power-of-two subtree boundary up to 1 MiB, and random ones.
func blake3Lengths(r *rand.Rand, short bool) []int {
	ls := []int{0, 1, 2, 31, 32, 33, 63, 64, 65, 127, 128, 129, 1023, 1024, 1025, 2047, 2048, 2049,
		3071, 3072, 3073, 4095, 4096, 4097, 8191, 8192, 8193, 16383, 16384, 16385, 31 * 1024, 32*1024 + 1,
		65535, 65536, 65537, 100000, 128*1024 + 64, 511 * 1024, mib - 1, mib}
	nrand := 24
	if short {
		ls = ls[:30]
		nrand = 4
	}
	for range nrand {
		ls = append(ls, r.IntN(mib+1))
	}
	return ls
}

func randBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// blake3Pairs returns the comparisons to make: vilya against every present
// peer, or, when vilya's package is not in this build, every peer against
// the first present one (which checks the adapters themselves).
func blake3Pairs(t *testing.T) (pairs [][2]*blake3Impl) {
	t.Helper()
	var present []*blake3Impl
	for _, p := range blake3Peers() {
		if p.missing != "" {
			if ciMode() {
				t.Fatalf("peer %s is missing under CI=true: %s", p.name, p.missing)
			}
			t.Logf("SKIPPING peer %s: %s", p.name, p.missing)
			continue
		}
		present = append(present, p)
	}
	if len(present) == 0 {
		t.Skip("SKIPPING: no BLAKE3 peer present")
	}
	if vilyaBlake3 == nil {
		t.Logf("vilya's blake3 package is not in this build: checking the peers against %s only", present[0].name)
		for _, p := range present[1:] {
			pairs = append(pairs, [2]*blake3Impl{present[0], p})
		}
		return pairs
	}
	for _, p := range present {
		pairs = append(pairs, [2]*blake3Impl{vilyaBlake3, p})
	}
	return pairs
}

func ciMode() bool { return os.Getenv("CI") == "true" }

// blake3Case is one random input of the differential tests.
type blake3Case struct {
	in     []byte
	ctx    string
	outLen int // derive-key output length
	write  int // streaming write size
	xofLen []int
}

func blake3Cases(r *rand.Rand, short bool) []blake3Case {
	writes := []int{1, 7, 64, 1000, 1024, 4096, 65536}
	var cs []blake3Case
	for i, n := range blake3Lengths(r, short) {
		c := blake3Case{in: randBytes(r, n), ctx: fmt.Sprintf("vilya differential %d context", n),
			outLen: 1 + r.IntN(200), write: writes[i%len(writes)]}
		if c.write == 1 && n > 64*kib {
			c.write = 3
		}
		if i%4 == 0 {
			for range blake3Offsets {
				c.xofLen = append(c.xofLen, 1+r.IntN(1000))
			}
		}
		cs = append(cs, c)
	}
	return cs
}

// blake3Offsets are the XOF starting offsets checked; 1<<38 - 10 makes the
// output-block counter cross 2^32.
var blake3Offsets = []uint64{0, 1, 63, 64, 65, 1000, 4096 + 7, 1<<38 - 10, 0x9e3779b9}

// diffBLAKE3 checks that a and b agree on every case in every mode.
func diffBLAKE3(t *testing.T, a, b *blake3Impl, key *[32]byte, cases []blake3Case) {
	t.Helper()
	for _, c := range cases {
		in, n := c.in, len(c.in)
		var x, y [32]byte
		a.hash(1, in, &x)
		b.hash(1, in, &y)
		if x != y {
			t.Fatalf("hash of %d bytes: %s %x, %s %x", n, a.name, x, b.name, y)
		}
		a.keyed(1, key, in, &x)
		b.keyed(1, key, in, &y)
		if x != y {
			t.Fatalf("keyed hash of %d bytes: %s %x, %s %x", n, a.name, x, b.name, y)
		}
		dx, dy := make([]byte, c.outLen), make([]byte, c.outLen)
		a.derive(1, c.ctx, in, dx)
		b.derive(1, c.ctx, in, dy)
		if !bytes.Equal(dx, dy) {
			t.Fatalf("derive-key of %d bytes to %d: %s %x, %s %x", n, c.outLen, a.name, dx, b.name, dy)
		}
		a.stream(1, in, c.write, &x)
		b.stream(1, in, c.write, &y)
		if x != y {
			t.Fatalf("stream of %d bytes in %d-byte writes: %s %x, %s %x", n, c.write, a.name, x, b.name, y)
		}
		for j, m := range c.xofLen {
			off := blake3Offsets[j]
			ox, oy := make([]byte, m), make([]byte, m)
			a.xof(1, in, off, ox)
			b.xof(1, in, off, oy)
			if !bytes.Equal(ox, oy) {
				t.Fatalf("XOF of %d bytes at offset %d, %d bytes: %s %x, %s %x", n, off, m, a.name, ox, b.name, oy)
			}
		}
	}
}

func TestBLAKE3Differential(t *testing.T) {
	r := rand.New(rand.NewPCG(seed(t), 0))
	cases := blake3Cases(r, testing.Short())
	key := (*[32]byte)(randBytes(r, 32))
	for _, pair := range blake3Pairs(t) {
		a, b := pair[0], pair[1]
		t.Run(a.name+"="+b.name, func(t *testing.T) { diffBLAKE3(t, a, b, key, cases) })
	}
}

// TestBLAKE3DifferentialKernels repeats the comparison with official C (or
// the first present peer) for every kernel vilya can run here, forced
// through SetKernel; VILYA_REQUIRE_KERNELS applies as in the library.
func TestBLAKE3DifferentialKernels(t *testing.T) {
	if vilyaBlake3 == nil || vilyaBlake3.kernels == nil {
		t.Skip("SKIPPING: vilya's blake3 package is not in this build")
	}
	pairs := blake3Pairs(t)
	if len(pairs) == 0 {
		t.Skip("SKIPPING: no BLAKE3 peer present")
	}
	ref := pairs[0][1]
	have := vilyaBlake3.kernels()
	requireKernels(t, have, []string{"generic", "sse41", "avx2", "avx512"})
	r := rand.New(rand.NewPCG(seed(t), 5))
	cases := blake3Cases(r, true)
	key := (*[32]byte)(randBytes(r, 32))
	defer vilyaBlake3.setKernel("auto")
	for _, k := range have {
		t.Run(k, func(t *testing.T) {
			if err := vilyaBlake3.setKernel(k); err != nil {
				t.Fatalf("SetKernel(%q): %v", k, err)
			}
			diffBLAKE3(t, vilyaBlake3, ref, key, cases)
		})
	}
}

// requireKernels fails when VILYA_REQUIRE_KERNELS names a kernel that is
// among the package's known names but that it cannot run here; names of
// other packages' kernels are ignored.
func requireKernels(t *testing.T, have, known []string) {
	t.Helper()
	kernelreq.Check(t, "bench", known, have)
}

// TestBLAKE3Parallel checks vilya's multi-core path against the peers'
// single-core hash.
func TestBLAKE3Parallel(t *testing.T) {
	if vilyaBlake3 == nil {
		t.Skip("SKIPPING: vilya's blake3 package is not in this build")
	}
	r := rand.New(rand.NewPCG(seed(t), 1))
	sizes := []int{0, 1, 1024, 1025, 16*kib + 1, mib, 4*mib + 3}
	if !testing.Short() {
		sizes = append(sizes, 16*mib, 16*mib+1025)
	}
	for _, pair := range blake3Pairs(t) {
		for _, n := range sizes {
			in := randBytes(r, n)
			var x, y [32]byte
			pair[0].parallel(1, in, &x)
			pair[1].hash(1, in, &y)
			if x != y {
				t.Fatalf("multi-core hash of %d bytes: %s %x, %s %x", n, pair[0].name, x, pair[1].name, y)
			}
		}
	}
}

// TestBLAKE3Vectors checks vilya and every peer against the official test
// vectors, extended output included.
func TestBLAKE3Vectors(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(testdataDir, "blake3", "test_vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tv struct {
		Key     string `json:"key"`
		Context string `json:"context_string"`
		Cases   []struct {
			InputLen  int    `json:"input_len"`
			Hash      string `json:"hash"`
			KeyedHash string `json:"keyed_hash"`
			DeriveKey string `json:"derive_key"`
		} `json:"cases"`
	}
	if err := json.Unmarshal(raw, &tv); err != nil {
		t.Fatal(err)
	}
	if len(tv.Cases) != wantBLAKE3Cases || len(tv.Key) != 32 {
		t.Fatalf("unexpected test_vectors.json shape: %d cases, key %q", len(tv.Cases), tv.Key)
	}
	impls := blake3Peers()
	if vilyaBlake3 != nil {
		impls = append([]*blake3Impl{vilyaBlake3}, impls...)
	} else {
		t.Log("vilya's blake3 package is not in this build: checking the peers only")
	}
	key := (*[32]byte)([]byte(tv.Key))
	for _, im := range impls {
		t.Run(im.name, func(t *testing.T) {
			requirePresent(t, im.name, im.missing)
			for _, c := range tv.Cases {
				in := make([]byte, c.InputLen)
				for i := range in {
					in[i] = byte(i % 251)
				}
				want, _ := hex.DecodeString(c.Hash)
				got := make([]byte, len(want))
				im.xof(1, in, 0, got)
				if !bytes.Equal(got, want) {
					t.Errorf("hash(%d): got %x, want %x", c.InputLen, got, want)
				}
				var h [32]byte
				im.hash(1, in, &h)
				if !bytes.Equal(h[:], want[:32]) {
					t.Errorf("Sum256(%d): got %x, want %x", c.InputLen, h, want[:32])
				}
				want, _ = hex.DecodeString(c.KeyedHash)
				im.keyed(1, key, in, &h)
				if !bytes.Equal(h[:], want[:32]) {
					t.Errorf("keyed(%d): got %x, want %x", c.InputLen, h, want[:32])
				}
				want, _ = hex.DecodeString(c.DeriveKey)
				got = make([]byte, len(want))
				im.derive(1, tv.Context, in, got)
				if !bytes.Equal(got, want) {
					t.Errorf("derive-key(%d): got %x, want %x", c.InputLen, got, want)
				}
			}
		})
	}
}

// TestVilyaBLAKE3Present reports loudly when the matrix will show n/a.
func TestVilyaBLAKE3Present(t *testing.T) {
	if vilyaBlake3 == nil {
		t.Skip("SKIPPING: vilya's blake3 package is not in this build; its matrix cells are n/a (see vilya_blake3.go)")
	}
}

// TestBlake3ManyAgree runs every many-row adapter on the matrix's batches
// and on random ones, and checks each digest against vilya's Sum256 (or,
// without vilya, zeebo's), so that the many rows time correct work.
func TestBlake3ManyAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(seed(t), 32))
	impls := append([]*blake3Impl{vilyaBlake3OrNA(), vilyaBlake3LoopOrNA()}, blake3Peers()...)
	type batch struct {
		buf        []byte
		offs, lens []int64
		msgs       [][]byte
	}
	var batches []batch
	for _, sh := range []struct {
		mixed bool
		size  int
	}{{false, 64}, {false, kib}, {true, 4 * kib}} {
		b, o, l, m := manyMessages(sh.mixed, sh.size, manyBatch)
		batches = append(batches, batch{b, o, l, m})
	}
	for range 8 {
		n := r.IntN(300)
		b, o, l, m := manyMessages(true, r.IntN(10*kib), n)
		batches = append(batches, batch{b, o, l, m})
	}
	ref := zeeboImpl()
	for _, b := range batches {
		want := make([][32]byte, len(b.msgs))
		ref.many(1, b.buf, b.offs, b.lens, b.msgs, want)
		for _, im := range impls {
			if im.many == nil {
				t.Logf("%s: %s", im.name, im.missing)
				continue
			}
			got := make([][32]byte, len(b.msgs))
			im.many(1, b.buf, b.offs, b.lens, b.msgs, got)
			for i := range want {
				if got[i] != want[i] {
					t.Fatalf("%s: message %d of %d (%d bytes) differs", im.name, i, len(want), len(b.msgs[i]))
				}
			}
		}
	}
}
