package ed25519

import (
	"errors"
	"math/big"
	"testing"

	"filippo.io/edwards25519"
)

// offCurve and nonCanonical return, for the reason tests, the first
// encoding y = 2, 3, ... (with y itself, or y + p) that does not decode,
// and the first non-canonical encoding y + p that does (and is not of
// small order).
func offCurve() []byte {
	for y := int64(2); ; y++ {
		e := le32(big.NewInt(y))
		if _, err := new(edwards25519.Point).SetBytes(e); err != nil {
			return e
		}
	}
}

func nonCanonical() []byte {
	for y := int64(2); y < 19; y++ {
		e := le32(new(big.Int).Add(bigP, big.NewInt(y)))
		if _, err := new(edwards25519.Point).SetBytes(e); err == nil {
			return e
		}
	}
	panic("no non-canonical encoding decodes")
}

// TestCheckSignatureReasons crafts one signature per reason and checks the
// reason each profile gives.
func TestCheckSignatureReasons(t *testing.T) {
	v := validPool(1)[0]
	with := func(pub, r, s []byte) (out vector) {
		out = v
		if pub != nil {
			out.Pub = pub
		}
		out.Sig = append([]byte(nil), v.Sig...)
		if r != nil {
			copy(out.Sig, r)
		}
		if s != nil {
			copy(out.Sig[32:], s)
		}
		return out
	}
	identity := make([]byte, 32)
	identity[0] = 1
	nc, off := nonCanonical(), offCurve()
	all := []Profile{StdlibCompat, DalekStrict, ZIP215, FIPS186_5, Libsodium}
	for _, c := range []struct {
		name     string
		v        vector
		profiles []Profile
		want     error
	}{
		{"valid", v, all, nil},
		{"short sig", vector{Pub: v.Pub, Msg: v.Msg, Sig: v.Sig[:63]}, all, ErrSignatureSize},
		{"short key", vector{Pub: v.Pub[:31], Msg: v.Msg, Sig: v.Sig}, all, ErrPublicKeySize},
		{"S = L", with(nil, nil, le32(bigL)), all, ErrNonCanonicalS},
		{"A non-canonical", with(nc, nil, nil), []Profile{FIPS186_5, Libsodium}, ErrNonCanonicalA},
		{"A non-canonical", with(nc, nil, nil), []Profile{StdlibCompat, DalekStrict, ZIP215}, ErrEquation},
		{"A small order", with(identity, nil, nil), []Profile{DalekStrict, Libsodium}, ErrSmallOrderA},
		{"A off curve", with(off, nil, nil), all, ErrPublicKeyNotOnCurve},
		{"R non-canonical", with(nil, nc, nil), []Profile{StdlibCompat, DalekStrict, FIPS186_5, Libsodium}, ErrNonCanonicalR},
		{"R non-canonical", with(nil, nc, nil), []Profile{ZIP215}, ErrEquation},
		{"R small order", with(nil, identity, nil), []Profile{DalekStrict, Libsodium}, ErrSmallOrderR},
		{"R small order", with(nil, identity, nil), []Profile{StdlibCompat, ZIP215, FIPS186_5}, ErrEquation},
		{"R off curve", with(nil, off, nil), all, ErrRNotOnCurve},
		{"wrong message", vector{Pub: v.Pub, Msg: []byte("other"), Sig: v.Sig}, all, ErrEquation},
	} {
		for _, p := range c.profiles {
			err := CheckSignature(p, c.v.Pub, c.v.Msg, c.v.Sig)
			if !errors.Is(err, c.want) || (err == nil) != (c.want == nil) {
				t.Errorf("%s under %v: %v, want %v", c.name, p, err, c.want)
			}
			if (err == nil) != VerifyWithProfile(p, c.v.Pub, c.v.Msg, c.v.Sig) {
				t.Errorf("%s under %v: CheckSignature %v disagrees with VerifyWithProfile", c.name, p, err)
			}
		}
	}
	if err := CheckSignature(Profile(200), v.Pub, v.Msg, v.Sig); !errors.Is(err, ErrUnknownProfile) {
		t.Errorf("undefined profile: %v", err)
	}
}

// TestCheckSignatureCorpora checks that CheckSignature returns nil exactly
// for the pinned valid verdicts of every corpus, under every profile.
func TestCheckSignatureCorpora(t *testing.T) {
	g := readGolden(t)
	for _, c := range allCorpora(t) {
		for p := range numProfiles {
			want := g[c.name][p]
			for i, v := range c.vs {
				err := CheckSignature(p, v.Pub, v.Msg, v.Sig)
				if (err == nil) != (want[i] == '1') {
					t.Errorf("%v %s: %v, pinned %c", p, v.Name, err, want[i])
				}
			}
		}
	}
}
