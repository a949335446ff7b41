//go:build vilya_ed25519

package main

// This file adapts vilya's ed25519 package (contract in api.md). It builds
// only with -tags vilya_ed25519 until the package lands in this branch; then
// the build line above is deleted and the vilya Ed25519 cells stop being
// n/a. Single verification uses the crypto/ed25519-compatible Verify
// (StdlibCompat); batches use VerifyBatch under ZIP215, the profile whose
// batch equation is sound; the hot key is a PublicKey under StdlibCompat.

import ve "github.com/vilyacrypto/vilya/ed25519"

func init() {
	var verdicts []bool
	vilyaEd25519 = &edImpl{
		name:   "vilya",
		single: ve.Verify,
		batch: func(pubs, msgs, sigs [][]byte) bool {
			if cap(verdicts) < len(sigs) {
				verdicts = make([]bool, len(sigs))
			}
			return ve.VerifyBatch(ve.ZIP215, pubs, msgs, sigs, verdicts[:len(sigs)])
		},
		hot: func(pub []byte) (func(msg, sig []byte) bool, error) {
			k, err := ve.NewPublicKey(pub)
			if err != nil {
				return nil, err
			}
			return func(msg, sig []byte) bool { return k.Verify(ve.StdlibCompat, msg, sig) }, nil
		},
		backend: ve.Backend,
	}
}
