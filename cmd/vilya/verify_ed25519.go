package main

// This file is the one place vilya verify calls into an Ed25519
// implementation. Until the vilya ed25519 package lands it uses the
// standard library's crypto/ed25519, which is the StdlibCompat profile.

import (
	"crypto/ed25519"
	"fmt"
)

// verifyProfile names the acceptance rules a signature is checked under.
type verifyProfile string

const (
	defaultProfileName  = "stdlib"
	verifyPublicKeySize = ed25519.PublicKeySize
	verifySignatureSize = ed25519.SignatureSize
)

// profileNames lists the profiles --profile accepts.
func profileNames() []string { return []string{"stdlib"} }

// parseVerifyProfile returns the profile with the given name.
func parseVerifyProfile(name string) (verifyProfile, error) {
	if name == "stdlib" {
		return verifyProfile(name), nil
	}
	return "", fmt.Errorf("unknown profile %q", name)
}

func profileString(p verifyProfile) string { return string(p) }

// verifyBatch sets verdicts[i] to whether sigs[i] is valid for msgs[i]
// under pubs[i].
func verifyBatch(p verifyProfile, pubs, msgs, sigs [][]byte, verdicts []bool) {
	for i := range sigs {
		verdicts[i] = ed25519.Verify(pubs[i], msgs[i], sigs[i])
	}
}

// verifyBackend names the implementation in use.
func verifyBackend() string { return "crypto/ed25519" }
