package main

// This file adapts vilya's ed25519 package (contract in api.md) to the
// matrix. Single verification uses the crypto/ed25519-compatible Verify
// (StdlibCompat); batches use VerifyBatch under ZIP215, the profile whose
// batch equation is sound (the one the batch peers check too); the hot key
// is a PublicKey under StdlibCompat.

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
		backend:    ve.Backend,
		setBackend: ve.SetBackend,
	}
}
