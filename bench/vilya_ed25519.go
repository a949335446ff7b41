package main

// This file adapts vilya's ed25519 package (contract in api.md) to the
// matrix. Single verification uses the crypto/ed25519-compatible Verify
// (StdlibCompat); the verify-batch rows use VerifyBatch under ZIP215, the
// profile whose batch equation is sound (the one the batch peers check
// too), and the per-profile rows VerifyBatch under the row's profile; the
// hot key is a PublicKey under StdlibCompat, and the warm batch row
// VerifyBatchKeys under StdlibCompat with every key decoded once.

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
		profileBatch: func(profile string, pubs, msgs, sigs [][]byte) bool {
			p := mustProfile(profile)
			if cap(verdicts) < len(sigs) {
				verdicts = make([]bool, len(sigs))
			}
			return ve.VerifyBatch(p, pubs, msgs, sigs, verdicts[:len(sigs)])
		},
		warm: func(pubs [][]byte) (func(first int, msgs, sigs [][]byte) bool, error) {
			keys := make([]*ve.ExpandedPublicKey, len(pubs))
			for i, p := range pubs {
				k, err := ve.NewExpandedPublicKey(p)
				if err != nil {
					return nil, err
				}
				keys[i] = k
			}
			return func(first int, msgs, sigs [][]byte) bool {
				if cap(verdicts) < len(sigs) {
					verdicts = make([]bool, len(sigs))
				}
				return ve.VerifyBatchKeys(ve.StdlibCompat, keys[first:first+len(sigs)], msgs, sigs, verdicts[:len(sigs)])
			}, nil
		},
		hot: func(pub []byte) (func(msg, sig []byte) bool, error) {
			k, err := ve.NewExpandedPublicKey(pub)
			if err != nil {
				return nil, err
			}
			return func(msg, sig []byte) bool { return k.Verify(ve.StdlibCompat, msg, sig) }, nil
		},
		backend:    ve.Backend,
		setBackend: ve.SetBackend,
	}
}

// mustProfile parses a profile name of the matrix's rows.
func mustProfile(name string) ve.Profile {
	p, err := ve.ParseProfile(name)
	if err != nil {
		panic(err)
	}
	return p
}
