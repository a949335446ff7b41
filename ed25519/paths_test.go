package ed25519

import (
	"crypto/ed25519"
	"math/rand/v2"
	"strconv"
	"sync"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
	"github.com/vilyacrypto/vilya/internal/kernelreq"
)

// forEachBackend runs f under every backend this machine can run, and
// restores the automatic choice afterwards.
func forEachBackend(t *testing.T, f func(t *testing.T)) {
	t.Helper()
	defer SetBackend("auto")
	for _, b := range Backends() {
		if err := SetBackend(b); err != nil {
			t.Fatal(err)
		}
		t.Run(b, f)
	}
}

// validPool returns n valid signatures under every profile.
func validPool(n int) []vector {
	vs := make([]vector, n)
	for i := range vs {
		priv := ed25519.NewKeyFromSeed(append(make([]byte, 31), byte(i)))
		msg := []byte("valid pool message " + strconv.Itoa(i))
		vs[i] = vector{Name: "pool/" + strconv.Itoa(i), Pub: hexb(priv.Public().(ed25519.PublicKey)), Msg: msg, Sig: ed25519.Sign(priv, msg)}
	}
	return vs
}

// portableVerdicts returns the verdict of each of vs under p, each verified
// alone by the portable backend (the authority the other backends are
// checked against), whichever backend is active.
func portableVerdicts(p Profile, vs []vector) []bool {
	want := make([]bool, len(vs))
	for i, v := range vs {
		item := [1]prep.Item{prepare(p, v.Pub, v.Msg, v.Sig, nil)}
		if item[0].OK {
			verifyItems(backendPortable, p, item[:], want[i:i+1])
		}
	}
	return want
}

func split(vs []vector) (pubs, msgs, sigs [][]byte) {
	for _, v := range vs {
		pubs = append(pubs, v.Pub)
		msgs = append(msgs, v.Msg)
		sigs = append(sigs, v.Sig)
	}
	return
}

// checkBatch verifies vs as one batch under p through VerifyBatch (paths
// bit 0), verifyBatchRand (bit 1) and VerifyBatchKeys (bit 2), and compares
// every verdict with want.
func checkBatch(t *testing.T, p Profile, vs []vector, want []bool, what string, paths int) {
	t.Helper()
	pubs, msgs, sigs := split(vs)
	verdicts := make([]bool, len(vs))
	wantAll := true
	for _, w := range want {
		wantAll = wantAll && w
	}
	check := func(path string, all bool) {
		t.Helper()
		if all != wantAll {
			t.Errorf("%v %s %s: all-valid = %v, want %v", p, what, path, all, wantAll)
		}
		for i := range vs {
			if verdicts[i] != want[i] {
				t.Errorf("%v %s %s: lane %d (%s): got %v, want %v", p, what, path, i, vs[i].Name, verdicts[i], want[i])
			}
		}
	}
	if paths&1 != 0 {
		check("VerifyBatch", VerifyBatch(p, pubs, msgs, sigs, verdicts))
	}
	if paths&2 != 0 {
		check("verifyBatchRand", verifyBatchRand(rand.NewChaCha8([32]byte{byte(len(vs))}), p, pubs, msgs, sigs, verdicts))
	}
	if paths&4 != 0 {
		keys := make([]*ExpandedPublicKey, len(vs))
		for i, v := range vs {
			keys[i] = testKey(v.Pub) // nil for an undecodable key: invalid
		}
		check("VerifyBatchKeys", VerifyBatchKeys(p, keys, msgs, sigs, verdicts))
	}
}

// testKeys holds the keys checkBatch made, by the backend active when each
// was made (which tables it got) and its bytes, up to testKeysMax of them
// (about 100 KiB each): building a key's tables costs about three
// verifications, and the same keys recur in every call. An
// ExpandedPublicKey is immutable once made, so sharing one changes no path.
var testKeys struct {
	sync.Mutex
	m map[testKeyID]*ExpandedPublicKey
}

type testKeyID struct {
	backend int32
	pub     string
}

const testKeysMax = 1024

// testKey returns NewExpandedPublicKey(pub), nil where it fails, made once
// per active backend and pub while testKeys has room.
func testKey(pub []byte) *ExpandedPublicKey {
	id := testKeyID{active.Load(), string(pub)}
	testKeys.Lock()
	defer testKeys.Unlock()
	if k, ok := testKeys.m[id]; ok {
		return k
	}
	k, err := NewExpandedPublicKey(pub)
	if err != nil {
		k = nil
	}
	if testKeys.m == nil {
		testKeys.m = make(map[testKeyID]*ExpandedPublicKey)
	}
	if len(testKeys.m) < testKeysMax {
		testKeys.m[id] = k
	}
	return k
}

// TestPaths checks that every path (single, precomputed key, cache, batch
// of every size from 1 to 70 with each vector at a different lane position,
// batch of a whole corpus) gives the pinned verdict on every vector, under
// every profile and every backend.
func TestPaths(t *testing.T) {
	cs := allCorpora(t)
	g := readGolden(t)
	pool := validPool(70)
	forEachBackend(t, func(t *testing.T) {
		for p := range numProfiles {
			cache := NewKeyCache(20 * CacheEntryBytes) // small: forces evictions
			for _, c := range cs {
				want := g[c.name][p]
				wantB := make([]bool, len(c.vs))
				for i := range c.vs {
					wantB[i] = want[i] == '1'
				}
				for i, v := range c.vs {
					if testing.Short() && i%5 != 0 {
						continue
					}
					if got := VerifyWithProfile(p, v.Pub, v.Msg, v.Sig); got != wantB[i] {
						t.Errorf("%v %s: single: got %v", p, v.Name, got)
					}
					k, err := NewExpandedPublicKey(v.Pub)
					got := err == nil && k.Verify(p, v.Msg, v.Sig)
					if got != wantB[i] {
						t.Errorf("%v %s: ExpandedPublicKey: got %v", p, v.Name, got)
					}
					for range 2 { // miss, then (usually) hit
						if got := cache.Verify(p, v.Pub, v.Msg, v.Sig); got != wantB[i] {
							t.Errorf("%v %s: KeyCache: got %v", p, v.Name, got)
						}
					}
					// The vector at lane i%size of a batch of size 1..70
					// otherwise filled with valid signatures.
					size := i%70 + 1
					lane := (i / 70) % size
					if c.name == "edge" {
						lane = i % size
					}
					batch := make([]vector, size)
					bw := make([]bool, size)
					copy(batch, pool[:size])
					for j := range bw {
						bw[j] = true
					}
					batch[lane], bw[lane] = v, wantB[i]
					// One batch path per vector, in rotation.
					checkBatch(t, p, batch, bw, c.name+"/size"+strconv.Itoa(size), 1<<(i%3))
				}
				checkBatch(t, p, c.vs, wantB, c.name+"/whole", 7)
			}
			st := cache.Stats()
			if st.Hits == 0 || st.Misses == 0 || st.Evictions == 0 || st.Entries != st.Capacity {
				t.Errorf("%v: cache stats %+v", p, st)
			}
		}
	})
}

// TestEdgeEveryLane puts the edge vectors at every lane of a 70-signature
// batch of valid ones (vector i at the lanes congruent to i modulo 10, so
// every ten consecutive vectors cover every lane), under ZIP215, where the
// combined check runs and must fall back exactly.
func TestEdgeEveryLane(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	g := readGolden(t)
	pool := validPool(70)
	edge := genEdgeCorpus()
	for _, p := range []Profile{ZIP215} {
		want := g["edge"][p]
		for i, v := range edge {
			for lane := i % 10; lane < 70; lane += 10 {
				batch := append([]vector(nil), pool...)
				bw := make([]bool, 70)
				for j := range bw {
					bw[j] = true
				}
				batch[lane], bw[lane] = v, want[i] == '1'
				pubs, msgs, sigs := split(batch)
				verdicts := make([]bool, 70)
				VerifyBatch(p, pubs, msgs, sigs, verdicts)
				for j := range bw {
					if verdicts[j] != bw[j] {
						t.Fatalf("%v %s at lane %d: lane %d got %v", p, v.Name, lane, j, verdicts[j])
					}
				}
			}
		}
	}
}

// TestBatchLengthsPanic checks the documented panic on mismatched slices.
func TestBatchLengthsPanic(t *testing.T) {
	pool := validPool(3)
	pubs, msgs, sigs := split(pool)
	for name, f := range map[string]func(){
		"verdicts": func() { VerifyBatch(ZIP215, pubs, msgs, sigs, make([]bool, 2)) },
		"pubs":     func() { VerifyBatch(ZIP215, pubs[:2], msgs, sigs, make([]bool, 3)) },
		"msgs":     func() { VerifyBatch(StdlibCompat, pubs, msgs[:1], sigs, make([]bool, 3)) },
		"keys":     func() { VerifyBatchKeys(StdlibCompat, make([]*ExpandedPublicKey, 2), msgs, sigs, make([]bool, 3)) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
	if !VerifyBatch(ZIP215, nil, nil, nil, nil) {
		t.Error("empty batch not all-valid")
	}
}

// badReader fails every read.
type badReader struct{}

func (badReader) Read([]byte) (int, error) { return 0, errBad }

var errBad = ErrUnknownProfile

// TestBatchRandFailure checks that a failing randomness source falls back
// to single verification rather than accepting anything.
func TestBatchRandFailure(t *testing.T) {
	vs := validPool(10)
	vs[4].Sig = append([]byte(nil), vs[4].Sig...)
	vs[4].Sig[0] ^= 1
	pubs, msgs, sigs := split(vs)
	verdicts := make([]bool, len(vs))
	if verifyBatchRand(badReader{}, ZIP215, pubs, msgs, sigs, verdicts) {
		t.Fatal("accepted")
	}
	for i, v := range verdicts {
		if v != (i != 4) {
			t.Errorf("lane %d: %v", i, v)
		}
	}
}

// TestUndefinedProfile checks that a Profile outside the defined ones
// rejects everything without panicking.
func TestUndefinedProfile(t *testing.T) {
	v := validPool(1)[0]
	p := Profile(200)
	k, _ := NewExpandedPublicKey(v.Pub)
	verdicts := make([]bool, 1)
	if VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) || k.Verify(p, v.Msg, v.Sig) ||
		NewKeyCache(1<<20).Verify(p, v.Pub, v.Msg, v.Sig) ||
		VerifyBatch(p, [][]byte{v.Pub}, [][]byte{v.Msg}, [][]byte{v.Sig}, verdicts) {
		t.Error("undefined profile accepted a signature")
	}
	if p.String() != "Profile(200)" {
		t.Error(p.String())
	}
}

func TestParseProfile(t *testing.T) {
	for p := range numProfiles {
		for _, s := range []string{p.String(), []string{"StdlibCompat", "DalekStrict", "ZIP215", "FIPS186_5", "Libsodium", "VoiDefault"}[p]} {
			got, err := ParseProfile(s)
			if err != nil || got != p {
				t.Errorf("ParseProfile(%q) = %v, %v", s, got, err)
			}
		}
	}
	for _, s := range []string{"Dalek_Strict", "FIPS-186-5", "STDLIB", "zip-215", "libsodium-"} {
		if _, err := ParseProfile(s); err != nil {
			t.Errorf("ParseProfile(%q): %v", s, err)
		}
	}
	for _, s := range []string{"ed448", "", "-", "stdli", "stdlibx", "zip2155", "dalek strict"} {
		if _, err := ParseProfile(s); err == nil {
			t.Errorf("ParseProfile(%q) parsed", s)
		}
	}
	if n := testing.AllocsPerRun(100, func() { ParseProfile("Dalek-Strict") }); n != 0 {
		t.Errorf("ParseProfile allocates %v times", n)
	}
}

// TestRequiredBackends fails when VILYA_REQUIRE_KERNELS names an ed25519
// backend this machine cannot run (names of other packages' kernels are
// ignored).
func TestRequiredBackends(t *testing.T) {
	var known []string
	for _, b := range backendTable {
		known = append(known, b.name)
	}
	kernelreq.Check(t, "ed25519", known, Backends())
	t.Logf("ed25519 active backend: %s", Backend())
}

func TestSetBackend(t *testing.T) {
	defer SetBackend("auto")
	if err := SetBackend("no-such-backend"); err == nil {
		t.Error("unknown backend accepted")
	}
	for _, b := range Backends() {
		if err := SetBackend(b); err != nil || Backend() != b {
			t.Errorf("SetBackend(%q): %v, active %q", b, err, Backend())
		}
	}
	for _, b := range backendTable {
		if !b.available() {
			if err := SetBackend(b.name); err == nil {
				t.Errorf("unavailable backend %q accepted", b.name)
			}
			t.Logf("backend %q not available on this machine", b.name)
		}
	}
}
