package main

// Differential tests: vilya's ed25519 profiles against their oracles on the
// conformance corpora and the generated edge corpus, through every path.

import (
	stded25519 "crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/hdevalence/ed25519consensus"
	voi "github.com/oasisprotocol/curve25519-voi/primitives/ed25519"
	"github.com/vilyacrypto/vilya/bench/internal/cverify"
	"github.com/vilyacrypto/vilya/ed25519"
)

// voiDalekStrict is the curve25519-voi option set equivalent to
// ed25519-dalek 2.x verify_strict: cofactorless, small-order A and R
// rejected, non-canonical A accepted (R is compared as bytes).
var voiDalekStrict = &voi.VerifyOptions{
	AllowSmallOrderA:   false,
	AllowSmallOrderR:   false,
	AllowNonCanonicalA: true,
	AllowNonCanonicalR: false,
	CofactorlessVerify: true,
}

// voiLibsodium is the curve25519-voi option set equivalent to libsodium's
// crypto_sign_verify_detached: dalek-strict, and non-canonical A rejected.
var voiLibsodium = &voi.VerifyOptions{
	AllowSmallOrderA:   false,
	AllowSmallOrderR:   false,
	AllowNonCanonicalA: false,
	AllowNonCanonicalR: false,
	CofactorlessVerify: true,
}

func voiVerify(opts *voi.VerifyOptions) func(pub, msg, sig []byte) bool {
	o := &voi.Options{Verify: opts}
	return func(pub, msg, sig []byte) bool {
		if len(pub) != voi.PublicKeySize {
			return false // voi panics, like crypto/ed25519
		}
		return voi.VerifyWithOptions(pub, msg, sig, o)
	}
}

// oracle is one reference implementation of a profile.
type oracle struct {
	name   string
	verify func(pub, msg, sig []byte) bool
}

// oracles lists, per profile, every peer that implements it.
var oracles = map[ed25519.Profile][]oracle{
	ed25519.StdlibCompat: {
		{"crypto/ed25519", func(pub, msg, sig []byte) bool {
			if len(pub) != stded25519.PublicKeySize {
				return false // crypto/ed25519 panics; vilya reports invalid
			}
			return stded25519.Verify(pub, msg, sig)
		}},
		{"voi/StdLib", voiVerify(voi.VerifyOptionsStdLib)},
	},
	ed25519.DalekStrict: {
		{"voi/dalek-verify_strict", voiVerify(voiDalekStrict)},
	},
	ed25519.ZIP215: {
		{"ed25519consensus", func(pub, msg, sig []byte) bool { return ed25519consensus.Verify(pub, msg, sig) }},
		{"voi/ZIP_215", voiVerify(voi.VerifyOptionsZIP_215)},
	},
	ed25519.FIPS186_5: {
		{"voi/FIPS_186_5", voiVerify(voi.VerifyOptionsFIPS_186_5)},
	},
	ed25519.Libsodium: {
		{"voi/libsodium", voiVerify(voiLibsodium)},
	},
	ed25519.VoiDefault: {
		{"voi/default", voiVerify(voi.VerifyOptionsDefault)},
	},
}

// libsodium itself, loaded at run time, is the first oracle of the
// Libsodium profile wherever it loads; TestLibsodiumOracle fails under
// CI=true when it does not.
func init() {
	if cverify.Sodium() == nil {
		o := oracle{"libsodium " + cverify.SodiumVersion(), cverify.SodiumVerify}
		oracles[ed25519.Libsodium] = append([]oracle{o}, oracles[ed25519.Libsodium]...)
	}
}

// TestLibsodiumOracle checks that the Libsodium profile is compared with
// libsodium itself, not only with an equivalent option set.
func TestLibsodiumOracle(t *testing.T) {
	if err := cverify.Sodium(); err != nil {
		msg := "libsodium is missing, so the Libsodium profile is checked against curve25519-voi only: " + err.Error()
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip("SKIPPING: " + msg)
	}
	t.Logf("Libsodium profile oracle: %s", oracles[ed25519.Libsodium][0].name)
}

var profiles = []ed25519.Profile{ed25519.StdlibCompat, ed25519.DalekStrict, ed25519.ZIP215, ed25519.FIPS186_5, ed25519.Libsodium, ed25519.VoiDefault}

type vec struct {
	name          string
	pub, msg, sig []byte
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// loadCorpora reads the CCTV and Wycheproof corpora from ../testdata/ed25519
// and the edge corpus from ../ed25519/testdata, and fails unless each holds
// the number of vectors it should.
func loadCorpora(t testing.TB) map[string][]vec {
	dir := filepath.Join(testdataDir, "ed25519")
	out := map[string][]vec{}

	raw, err := os.ReadFile(filepath.Join(dir, "cctv_ed25519vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var cctv []struct {
		Number   int
		Key, Sig string
		Msg      string
	}
	if err := json.Unmarshal(raw, &cctv); err != nil {
		t.Fatal(err)
	}
	for _, v := range cctv {
		out["cctv"] = append(out["cctv"], vec{"cctv/" + strconv.Itoa(v.Number), unhex(t, v.Key), []byte(v.Msg), unhex(t, v.Sig)})
	}

	raw, err = os.ReadFile(filepath.Join(dir, "wycheproof_ed25519_test.json"))
	if err != nil {
		t.Fatal(err)
	}
	var wp struct {
		TestGroups []struct {
			PublicKey struct{ Pk string }
			Tests     []struct {
				TcID     int
				Msg, Sig string
			}
		}
	}
	if err := json.Unmarshal(raw, &wp); err != nil {
		t.Fatal(err)
	}
	for _, g := range wp.TestGroups {
		for _, tc := range g.Tests {
			out["wycheproof"] = append(out["wycheproof"], vec{"wycheproof/" + strconv.Itoa(tc.TcID), unhex(t, g.PublicKey.Pk), unhex(t, tc.Msg), unhex(t, tc.Sig)})
		}
	}

	raw, err = os.ReadFile(filepath.Join("..", "ed25519", "testdata", "edge_corpus.json"))
	if err != nil {
		t.Fatal(err)
	}
	var edge []struct{ Name, Pub, Msg, Sig string }
	if err := json.Unmarshal(raw, &edge); err != nil {
		t.Fatal(err)
	}
	for _, v := range edge {
		out["edge"] = append(out["edge"], vec{v.Name, unhex(t, v.Pub), unhex(t, v.Msg), unhex(t, v.Sig)})
	}
	for name, want := range map[string]int{"cctv": wantCCTV, "wycheproof": wantWycheproof, "edge": wantEdge} {
		if len(out[name]) != want {
			t.Fatalf("%s corpus: read %d vectors, want %d", name, len(out[name]), want)
		}
	}
	return out
}

// vilyaPaths verifies one vector through every vilya path and reports each
// verdict by name.
func vilyaPaths(p ed25519.Profile, v vec, cache *ed25519.KeyCache) map[string]bool {
	got := map[string]bool{}
	got["VerifyWithProfile"] = ed25519.VerifyWithProfile(p, v.pub, v.msg, v.sig)
	if p == ed25519.StdlibCompat {
		got["Verify"] = ed25519.Verify(v.pub, v.msg, v.sig)
	}
	k, err := ed25519.NewExpandedPublicKey(v.pub)
	got["PublicKey"] = err == nil && k.Verify(p, v.msg, v.sig)
	got["KeyCache"] = cache.Verify(p, v.pub, v.msg, v.sig)
	verdicts := make([]bool, 1)
	ed25519.VerifyBatch(p, [][]byte{v.pub}, [][]byte{v.msg}, [][]byte{v.sig}, verdicts)
	got["VerifyBatch/1"] = verdicts[0]
	got["CheckSignature"] = ed25519.CheckSignature(p, v.pub, v.msg, v.sig) == nil
	bv := ed25519.NewBatchVerifier(p)
	bv.Add(v.pub, v.msg, v.sig)
	got["BatchVerifier.Add"] = bv.Verify(nil)
	bv.Reset()
	bv.AddKey(k, v.msg, v.sig) // k is nil when the key does not decode
	got["BatchVerifier.AddKey"] = bv.Verify(nil)
	return got
}

// TestEd25519Oracles checks every profile, through every path and backend,
// against every oracle of that profile, on every vector of the CCTV,
// Wycheproof and edge corpora; and the batch of each whole corpus (mixed
// valid and invalid, so the ZIP215 combined check fails and falls back;
// TestEd25519BatchOracles covers batches that are all valid).
func TestEd25519Oracles(t *testing.T) {
	corpora := loadCorpora(t)
	defer ed25519.SetBackend("auto")
	for _, b := range ed25519.Backends() {
		if err := ed25519.SetBackend(b); err != nil {
			t.Fatal(err)
		}
		for _, p := range profiles {
			cache := ed25519.NewKeyCache(1 << 20)
			for cname, vs := range corpora {
				disagree := 0
				for _, v := range vs {
					want := map[string]bool{}
					for _, o := range oracles[p] {
						want[o.name] = o.verify(v.pub, v.msg, v.sig)
					}
					ref := want[oracles[p][0].name]
					for oname, w := range want {
						if w != ref {
							t.Errorf("%s %v %s: oracles disagree: %s %v, %s %v", b, p, v.name, oracles[p][0].name, ref, oname, w)
						}
					}
					for path, g := range vilyaPaths(p, v, cache) {
						if g != ref {
							disagree++
							t.Errorf("%s %v %s: vilya %s = %v, %s = %v", b, p, v.name, path, g, oracles[p][0].name, ref)
						}
					}
				}
				// The whole corpus as one batch.
				pubs, msgs, sigs := make([][]byte, len(vs)), make([][]byte, len(vs)), make([][]byte, len(vs))
				for i, v := range vs {
					pubs[i], msgs[i], sigs[i] = v.pub, v.msg, v.sig
				}
				verdicts := make([]bool, len(vs))
				all, wantAll := ed25519.VerifyBatch(p, pubs, msgs, sigs, verdicts), true
				bv := ed25519.NewBatchVerifier(p)
				for i := range vs {
					bv.Add(pubs[i], msgs[i], sigs[i])
				}
				bvVerdicts := make([]bool, len(vs))
				bv.Verify(bvVerdicts)
				for i, v := range vs {
					ref := oracles[p][0].verify(v.pub, v.msg, v.sig)
					wantAll = wantAll && ref
					if verdicts[i] != ref {
						t.Errorf("%s %v %s: batch lane %d = %v, oracle %v", b, p, v.name, i, verdicts[i], ref)
					}
					if bvVerdicts[i] != ref {
						t.Errorf("%s %v %s: BatchVerifier lane %d = %v, oracle %v", b, p, v.name, i, bvVerdicts[i], ref)
					}
				}
				if all != wantAll {
					t.Errorf("%s %v %s: whole-corpus batch all-valid = %v, oracle %v", b, p, cname, all, wantAll)
				}
				t.Logf("%s %v %s: %d vectors, %d disagreements", b, p, cname, len(vs), disagree)
			}
		}
	}
}
