package ed25519

import (
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// vector is one conformance input: the verdict is not part of it (it
// depends on the profile) but is pinned per profile in testdata/verdicts.golden.
type vector struct {
	Name string `json:"name"`
	Pub  hexb   `json:"pub"`
	Msg  hexb   `json:"msg"`
	Sig  hexb   `json:"sig"`
}

// hexb is a byte string that marshals as hex.
type hexb []byte

func (h hexb) MarshalJSON() ([]byte, error) { return json.Marshal(hex.EncodeToString(h)) }
func (h *hexb) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	d, err := hex.DecodeString(s)
	*h = d
	return err
}

func mustHex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// corpusDir is the Ed25519 conformance data copied into the repository
// (testdata/SOURCES.md says from where, and under which licences). A missing
// file fails the test.
const corpusDir = "../testdata/ed25519"

// The number of vectors in each corpus file; the loaders check them, so a
// truncated or replaced file cannot pass with fewer vectors.
const (
	wantCCTV       = 914
	wantWycheproof = 151
)

// cctvVectors loads the C2SP CCTV ed25519vectors corpus, with its flags.
func cctvVectors(t testing.TB) ([]vector, [][]string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(corpusDir, "cctv_ed25519vectors.json"))
	if err != nil {
		t.Fatal(err)
	}
	var in []struct {
		Number int      `json:"number"`
		Key    string   `json:"key"`
		Sig    string   `json:"sig"`
		Msg    string   `json:"msg"`
		Flags  []string `json:"flags"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	if len(in) != wantCCTV {
		t.Fatalf("CCTV corpus: read %d vectors, want %d", len(in), wantCCTV)
	}
	vs := make([]vector, len(in))
	flags := make([][]string, len(in))
	for i, v := range in {
		vs[i] = vector{Name: "cctv/" + strconv.Itoa(v.Number), Pub: mustHex(t, v.Key), Msg: []byte(v.Msg), Sig: mustHex(t, v.Sig)}
		flags[i] = v.Flags
	}
	return vs, flags
}

// wycheproofVectors loads the Wycheproof Ed25519 corpus and its expected
// results ("valid" or "invalid").
func wycheproofVectors(t testing.TB) ([]vector, []string) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(corpusDir, "wycheproof_ed25519_test.json"))
	if err != nil {
		t.Fatal(err)
	}
	var in struct {
		TestGroups []struct {
			PublicKey struct {
				Pk string `json:"pk"`
			} `json:"publicKey"`
			Tests []struct {
				TcID   int    `json:"tcId"`
				Msg    string `json:"msg"`
				Sig    string `json:"sig"`
				Result string `json:"result"`
			} `json:"tests"`
		} `json:"testGroups"`
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		t.Fatal(err)
	}
	var vs []vector
	var results []string
	for _, g := range in.TestGroups {
		pk := mustHex(t, g.PublicKey.Pk)
		for _, tc := range g.Tests {
			vs = append(vs, vector{Name: "wycheproof/" + strconv.Itoa(tc.TcID), Pub: pk, Msg: mustHex(t, tc.Msg), Sig: mustHex(t, tc.Sig)})
			results = append(results, tc.Result)
		}
	}
	if len(vs) != wantWycheproof {
		t.Fatalf("Wycheproof corpus: read %d vectors, want %d", len(vs), wantWycheproof)
	}
	return vs, results
}

// rfc8032Vectors are the Ed25519 test vectors of RFC 8032 section 7.1
// (TEST 1, 2, 3 and SHA(abc)), as seed, public key, message, signature.
// TEST 1024 is not typed in. TestRFC8032 re-derives each key and signature
// from its seed with crypto/ed25519, so a typing error cannot go unnoticed.
var rfc8032Hex = []struct{ name, seed, pub, msg, sig string }{
	{"rfc8032/test1",
		"9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
		"d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
		"",
		"e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
	{"rfc8032/test2",
		"4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
		"3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
		"72",
		"92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"},
	{"rfc8032/test3",
		"c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
		"fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
		"af82",
		"6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"},
	{"rfc8032/sha-abc",
		"833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
		"ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
		"ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
		"dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"},
}

func rfc8032Vectors(t testing.TB) []vector {
	var vs []vector
	for _, v := range rfc8032Hex {
		vs = append(vs, vector{Name: v.name, Pub: mustHex(t, v.pub), Msg: mustHex(t, v.msg), Sig: mustHex(t, v.sig)})
	}
	return vs
}

func TestRFC8032(t *testing.T) {
	for i, v := range rfc8032Vectors(t) {
		priv := ed25519.NewKeyFromSeed(mustHex(t, rfc8032Hex[i].seed))
		if got := priv.Public().(ed25519.PublicKey); !equalBytes(got, v.Pub) {
			t.Errorf("%s: public key from seed = %x, typed %x", v.Name, got, v.Pub)
		}
		if got := ed25519.Sign(priv, v.Msg); !equalBytes(got, v.Sig) {
			t.Errorf("%s: signature from seed = %x, typed %x", v.Name, got, v.Sig)
		}
		for p := range numProfiles {
			if !VerifyWithProfile(p, v.Pub, v.Msg, v.Sig) {
				t.Errorf("%s: rejected under %v", v.Name, p)
			}
		}
	}
}

func equalBytes(a, b []byte) bool { return string(a) == string(b) }
