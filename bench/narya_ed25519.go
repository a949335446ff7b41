//go:build narya

package main

// This file adapts Narya (github.com/Overclock-Validator/narya-ed25519), the
// Go AVX-512 IFMA verifier, to the matrix. It is built only with the narya
// tag, by narya.sh, which points the module at the Narya source tree named by
// NARYA_DIR (Narya is not served by the module proxy, and its source is never
// committed here). Narya is forced to its r51 backend, its lane-per-signature
// IFMA path; SetBackend fails on a CPU without AVX-512 IFMA, and the peer is
// then reported missing with that error.
//
// Narya implements two predicates: DalekStrict (VerifyStrict,
// VerifyBatchStrict) and StdlibCompat (the default-profile entry points under
// SetDefaultProfile(StdlibCompat)). The single-verification row calls
// VerifyStrict, Narya's packed single-signature path; vilya's cell there is
// StdlibCompat, and on the row's valid signatures both accept.

import (
	"fmt"

	narya "github.com/Overclock-Validator/narya-ed25519/ed25519"
)

// naryaCommit and naryaDir are set by narya.sh (-ldflags -X) from the Narya
// tree it builds against; "unknown" when the build did not set them.
var (
	naryaCommit = "unknown"
	naryaDir    = "unknown"
)

func init() {
	e := &edImpl{name: "narya"}
	naryaEd25519 = e
	if err := narya.SetBackend("r51"); err != nil {
		e.missing = "narya: " + err.Error()
		return
	}
	// Narya takes keys as *[32]byte; the matrix's corpora hold 32-byte keys.
	var keys []*[32]byte
	var verdicts []bool
	grow := func(n int) {
		if cap(keys) < n {
			keys = make([]*[32]byte, n)
			verdicts = make([]bool, n)
		}
		keys, verdicts = keys[:n], verdicts[:n]
	}
	e.single = func(pub, msg, sig []byte) bool { return narya.VerifyStrict(pub, msg, sig) }
	e.profileBatch = func(profile string, pubs, msgs, sigs [][]byte) bool {
		grow(len(sigs))
		for i, p := range pubs {
			keys[i] = (*[32]byte)(p)
		}
		switch profile {
		case "dalek-strict":
			return narya.VerifyBatchStrict(keys, msgs, sigs, verdicts)
		case "stdlib":
			// The default profile is process-wide; only this peer uses it.
			narya.SetDefaultProfile(narya.StdlibCompat)
			return narya.VerifyBatch(keys, msgs, sigs, verdicts)
		}
		panic(fmt.Sprintf("narya has no %s profile", profile))
	}
	e.backend = func() string {
		return fmt.Sprintf("%s (Narya commit %s, source %s)", narya.ActiveBackend(), naryaCommit, naryaDir)
	}
}
