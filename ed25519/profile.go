package ed25519

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// A Profile names one Ed25519 verification predicate. See the package
// documentation for the table of what each one accepts.
//
// The zero value is StdlibCompat.
type Profile uint8

const (
	// StdlibCompat is crypto/ed25519.Verify's predicate, bit for bit: the
	// cofactorless equation with R compared as bytes, canonical S, any A
	// that decodes (canonical or not), small-order A and R accepted. It is
	// the default.
	StdlibCompat Profile = iota
	// DalekStrict is ed25519-dalek 2.x verify_strict:
	// StdlibCompat, and also small-order A and small-order R (in any of
	// their encodings) rejected. Non-canonical A that is not of small order
	// is still accepted, and the challenge hashes A's bytes as given.
	DalekStrict
	// ZIP215 is Zcash ZIP 215 as github.com/hdevalence/ed25519consensus
	// implements it: the cofactored equation, non-canonical A and R
	// accepted, small-order A and R accepted, canonical S required.
	ZIP215
	// FIPS186_5 is FIPS 186-5 (and RFC 8032 section 5.1.7) strict decoding
	// as curve25519-voi's VerifyOptionsFIPS_186_5 preset defines it: the
	// cofactored equation, non-canonical A and R rejected, small-order A and
	// R accepted, canonical S required.
	FIPS186_5
	// Libsodium is libsodium's crypto_sign_verify_detached (1.0.18, as
	// Debian 12 ships it, built without ED25519_COMPAT; other versions are
	// not checked): DalekStrict, and also a non-canonical A (y >= p)
	// rejected. Cardano and many C programs verify with it.
	Libsodium
	// VoiDefault is curve25519-voi's default verification options
	// (VerifyOptionsDefault, the predicate of Oasis): FIPS186_5, and also
	// small-order A rejected. Small-order R is accepted.
	VoiDefault

	numProfiles
)

var profileNames = [numProfiles]string{
	StdlibCompat: "stdlib",
	DalekStrict:  "dalek-strict",
	ZIP215:       "zip215",
	FIPS186_5:    "fips186-5",
	Libsodium:    "libsodium",
	VoiDefault:   "voi-default",
}

// String returns the profile's short name, the one ParseProfile accepts:
// "stdlib", "dalek-strict", "zip215", "fips186-5", "libsodium" or
// "voi-default".
func (p Profile) String() string {
	if p < numProfiles {
		return profileNames[p]
	}
	return "Profile(" + strconv.Itoa(int(p)) + ")"
}

// profileRules are the profiles' rules as the front end and the engines
// apply them; the package documentation's table says the same in words.
var profileRules = [numProfiles]prep.Rules{
	StdlibCompat: {},
	DalekStrict:  {SmallOrderA: true, SmallOrderR: true},
	ZIP215:       {Cofactored: true},
	FIPS186_5:    {Cofactored: true, CanonicalA: true, CanonicalR: true},
	Libsodium:    {CanonicalA: true, SmallOrderA: true, SmallOrderR: true},
	VoiDefault:   {Cofactored: true, CanonicalA: true, CanonicalR: true, SmallOrderA: true},
}

// rules returns p's rules; an undefined profile has the zero Rules (and
// prepare rejects every signature under it).
func (p Profile) rules() prep.Rules {
	if p < numProfiles {
		return profileRules[p]
	}
	return prep.Rules{}
}

// valid reports whether p is one of the defined profiles.
func (p Profile) valid() bool { return p < numProfiles }

// cofactored reports whether p checks [8]([S]B - R - [k]A) == 0 rather than
// enc([S]B - [k]A) == R.
func (p Profile) cofactored() bool { return p.rules().Cofactored }

// ErrUnknownProfile is returned by ParseProfile for a name it does not know.
var ErrUnknownProfile = errors.New("ed25519: unknown profile")

// ParseProfile returns the profile with the given name. It accepts the short
// names String returns and the Go constant names (StdlibCompat, DalekStrict,
// ZIP215, FIPS186_5, Libsodium, VoiDefault), ignoring case, '-' and '_'. It allocates
// only for the error of a name it does not know.
func ParseProfile(s string) (Profile, error) {
	for _, n := range parseNames {
		if sameProfileName(s, n.name) {
			return n.p, nil
		}
	}
	return 0, fmt.Errorf("%w %q", ErrUnknownProfile, s)
}

// parseNames are the names ParseProfile knows, in lower case without '-'
// and '_'.
var parseNames = [...]struct {
	name string
	p    Profile
}{
	{"stdlib", StdlibCompat}, {"stdlibcompat", StdlibCompat}, {"dalekstrict", DalekStrict},
	{"zip215", ZIP215}, {"fips1865", FIPS186_5}, {"libsodium", Libsodium},
	{"voidefault", VoiDefault},
}

// sameProfileName reports whether s equals norm once s is lowered and its
// '-' and '_' dropped.
func sameProfileName(s, norm string) bool {
	j := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '-' || c == '_' {
			continue
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if j == len(norm) || norm[j] != c {
			return false
		}
		j++
	}
	return j == len(norm)
}
