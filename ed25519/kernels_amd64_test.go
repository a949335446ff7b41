//go:build !purego

package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/internal/cpu"
)

func requireAVX2(t *testing.T) {
	t.Helper()
	if !cpu.AVX2 {
		t.Skip("no AVX2 on this CPU (VILYA_REQUIRE_KERNELS=avx2 makes TestRequiredBackends fail instead)")
	}
}

// longRuns are repeat counts at the callers' extremes: solo10Double's 64,
// hot.go's 5*splitDigitA = 130 doublings, and the 255 + 3 that a Straus
// walk's last double(pending + 3) can ask for.
var longRuns = []uint64{64, 5 * splitDigitA, 258}
