package ed25519

import (
	"fmt"
	"os"
	"testing"
)

// TestMain forces the backend named by VILYA_ED25519_BACKEND (as
// SetBackend takes it) for the whole test binary, so that benchmarks and
// profiles can measure a backend other than the automatic choice, e.g.
// VILYA_ED25519_BACKEND=avx2 go test -bench VerifyBatch on an AVX-512
// machine. A backend this machine cannot run is an error.
func TestMain(m *testing.M) {
	if b := os.Getenv("VILYA_ED25519_BACKEND"); b != "" {
		if err := SetBackend(b); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	os.Exit(m.Run())
}
