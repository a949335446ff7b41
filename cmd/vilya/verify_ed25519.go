package main

// This file is the one place vilya verify calls into an Ed25519
// implementation: the vilya ed25519 package.

import (
	"strings"

	"github.com/vilyacrypto/vilya/ed25519"
)

// verifyProfile names the acceptance rules a signature is checked under.
type verifyProfile = ed25519.Profile

const (
	defaultProfileName  = "stdlib"
	verifyPublicKeySize = ed25519.PublicKeySize
	verifySignatureSize = ed25519.SignatureSize
)

// profileNames lists the profiles --profile accepts.
func profileNames() []string {
	return []string{
		ed25519.StdlibCompat.String(), ed25519.DalekStrict.String(),
		ed25519.ZIP215.String(), ed25519.FIPS186_5.String(),
		ed25519.Libsodium.String(), ed25519.VoiDefault.String(),
	}
}

// parseVerifyProfile returns the profile with the given name.
func parseVerifyProfile(name string) (verifyProfile, error) { return ed25519.ParseProfile(name) }

func profileString(p verifyProfile) string { return p.String() }

// verifyBatch sets verdicts[i] to whether sigs[i] is valid for msgs[i]
// under pubs[i] and profile p.
func verifyBatch(p verifyProfile, pubs, msgs, sigs [][]byte, verdicts []bool) {
	ed25519.VerifyBatch(p, pubs, msgs, sigs, verdicts)
}

// verifyReason says why sig is not a valid signature of msg by pub under
// p, for a signature verifyBatch found invalid.
func verifyReason(p verifyProfile, pub, msg, sig []byte) string {
	err := ed25519.CheckSignature(p, pub, msg, sig)
	if err == nil {
		return "valid alone, invalid in its batch: please report this"
	}
	return strings.TrimPrefix(err.Error(), "ed25519: ")
}

// verifyBackend names the implementation in use.
func verifyBackend() string { return ed25519.Backend() }
