package main

import (
	"crypto/ed25519"
	"crypto/rand"

	"github.com/hdevalence/ed25519consensus"
	voi "github.com/oasisprotocol/curve25519-voi/primitives/ed25519"

	"github.com/vilyacrypto/vilya/bench/internal/cverify"
)

// An edImpl adapts one Ed25519 verifier.
type edImpl struct {
	name    string
	missing string // why it cannot run here; "" when it can
	cgo     bool   // runs in C through cgo
	// single verifies one signature (nil for batch-only entries).
	single func(pub, msg, sig []byte) bool
	// batch verifies len(sigs) signatures in one call and reports whether
	// all are valid (nil when the implementation has no batch API).
	batch func(pubs, msgs, sigs [][]byte) bool
	// hot returns a verifier bound to one public key decoded (and
	// precomputed) once, or is nil when the API has no such object.
	hot func(pub []byte) (func(msg, sig []byte) bool, error)
	// profileBatch verifies len(sigs) signatures in one call under the
	// named predicate ("stdlib", "dalek-strict", "zip215") and reports
	// whether all are valid (nil when the implementation cannot).
	profileBatch func(profile string, pubs, msgs, sigs [][]byte) bool
	// warm precomputes every key of pubs once and returns a verifier of
	// the signatures whose keys are pubs[first:first+len(sigs)] (nil when
	// the API has no precomputed keys).
	warm func(pubs [][]byte) (func(first int, msgs, sigs [][]byte) bool, error)
	// backend names the selected backend, for the report header.
	backend func() string
	// setBackend forces a backend by name (vilya only; nil for peers).
	setBackend func(name string) error
}

// vilyaEd25519 is set by vilya_ed25519.go when vilya's ed25519 package
// exists in this build; nil means every vilya Ed25519 cell is "n/a".
var vilyaEd25519 *edImpl

// naryaEd25519 is set by narya_ed25519.go in builds with the narya tag
// (narya.sh); nil means Narya is missing from this build.
var naryaEd25519 *edImpl

// naryaMissing is why Narya is missing from a build without the narya tag.
const naryaMissing = "not in this build: an optional peer; run the matrix through bench/narya.sh with NARYA_DIR naming a Narya source tree (README.md)"

// naryaPeer returns the Narya peer, or a missing entry in a build without it.
// Narya joins the single-verification row and the DalekStrict and
// StdlibCompat batch rows, the predicates it implements.
func naryaPeer() *edImpl {
	if naryaEd25519 != nil {
		return naryaEd25519
	}
	return &edImpl{name: "narya", missing: naryaMissing}
}

// optionalPeers are reported missing but never fail a CI=true run: CI has
// no copy of them.
var optionalPeers = []string{"narya"}

// edSingles returns the peers verifying one signature per call.
func edSingles() []*edImpl {
	sodium := &edImpl{name: "libsodium", cgo: true, single: cverify.SodiumVerify}
	if err := cverify.Sodium(); err != nil {
		sodium.missing = err.Error()
	}
	openssl := &edImpl{name: "openssl", cgo: true, single: cverify.OpenSSLVerify}
	if err := cverify.OpenSSL(); err != nil {
		openssl.missing = err.Error()
	}
	return []*edImpl{
		{name: "stdlib", single: func(pub, msg, sig []byte) bool { return ed25519.Verify(pub, msg, sig) }},
		{name: "voi", single: func(pub, msg, sig []byte) bool { return voi.Verify(voi.PublicKey(pub), msg, sig) }},
		{name: "consensus", single: func(pub, msg, sig []byte) bool { return ed25519consensus.Verify(pub, msg, sig) }},
		sodium,
		openssl,
	}
}

// voiZIP215 are curve25519-voi's options equal to the ZIP215 profile, which
// vilya's batch verification uses.
var voiZIP215 = &voi.Options{Verify: voi.VerifyOptionsZIP_215}

// edBatches returns the peers with a batch API. Both check ZIP-215
// semantics, as vilya's VerifyBatch(ZIP215, ...) does; ed25519consensus
// returns only the all-valid bit, curve25519-voi also per-signature
// verdicts.
func edBatches() []*edImpl {
	return []*edImpl{
		{name: "voi-batch", batch: func(pubs, msgs, sigs [][]byte) bool {
			v := voi.NewBatchVerifierWithCapacity(len(sigs))
			for i := range sigs {
				v.AddWithOptions(voi.PublicKey(pubs[i]), msgs[i], sigs[i], voiZIP215)
			}
			ok, _ := v.Verify(rand.Reader)
			return ok
		}},
		{name: "consensus-batch", batch: func(pubs, msgs, sigs [][]byte) bool {
			v := ed25519consensus.NewPreallocatedBatchVerifier(len(sigs))
			for i := range sigs {
				v.Add(pubs[i], msgs[i], sigs[i])
			}
			return v.Verify()
		}},
	}
}

// voiProfiles are curve25519-voi's options equal to vilya's profiles, for
// the per-profile batch rows; voi's batch verifier checks cofactorless
// entries one by one.
var voiProfiles = map[string]*voi.Options{
	"stdlib": {Verify: voi.VerifyOptionsStdLib},
	"dalek-strict": {Verify: &voi.VerifyOptions{
		AllowNonCanonicalA: true,
		CofactorlessVerify: true,
	}},
	"zip215":    voiZIP215,
	"fips186-5": {Verify: voi.VerifyOptionsFIPS_186_5},
	// libsodium: DalekStrict with A canonical as well.
	"libsodium": {Verify: &voi.VerifyOptions{CofactorlessVerify: true}},
}

// edProfileBatches returns the peers of the per-profile batch rows: voi's
// batch verifier configured to the profile.
func edProfileBatches() []*edImpl {
	return []*edImpl{{name: "voi-batch", profileBatch: func(profile string, pubs, msgs, sigs [][]byte) bool {
		v := voi.NewBatchVerifierWithCapacity(len(sigs))
		for i := range sigs {
			v.AddWithOptions(voi.PublicKey(pubs[i]), msgs[i], sigs[i], voiProfiles[profile])
		}
		ok, _ := v.Verify(rand.Reader)
		return ok
	}}}
}

// edWarms returns the peers with precomputed keys for the warm batch row:
// voi's expanded keys, one verification per call.
func edWarms() []*edImpl {
	return []*edImpl{{name: "voi", warm: func(pubs [][]byte) (func(first int, msgs, sigs [][]byte) bool, error) {
		keys := make([]*voi.ExpandedPublicKey, len(pubs))
		for i, p := range pubs {
			k, err := voi.NewExpandedPublicKey(voi.PublicKey(p))
			if err != nil {
				return nil, err
			}
			keys[i] = k
		}
		return func(first int, msgs, sigs [][]byte) bool {
			ok := true
			for i := range sigs {
				ok = voi.VerifyExpanded(keys[first+i], msgs[i], sigs[i]) && ok
			}
			return ok
		}, nil
	}}}
}

// edHots returns the peers with a precomputed public-key object.
func edHots() []*edImpl {
	return []*edImpl{{name: "voi", hot: func(pub []byte) (func(msg, sig []byte) bool, error) {
		k, err := voi.NewExpandedPublicKey(voi.PublicKey(pub))
		if err != nil {
			return nil, err
		}
		return func(msg, sig []byte) bool { return voi.VerifyExpanded(k, msg, sig) }, nil
	}}}
}
