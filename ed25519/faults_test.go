package ed25519

import (
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/avx2"
	"github.com/vilyacrypto/vilya/ed25519/internal/r25x4"
)

// TestSoloMSMFaults corrupts the avx2 backend's combined check and checks,
// for a small chunk and a large one, that the batch falls back to single
// verification with the right verdicts and that the event is counted.
func TestSoloMSMFaults(t *testing.T) {
	if !r25x4.Available() {
		t.Skip("no AVX2 on this CPU or build")
	}
	defer SetBackend("auto")
	if err := SetBackend("avx2"); err != nil {
		t.Fatal(err)
	}
	defer avx2.SetFaultHook(nil)
	for _, n := range []int{4, 19} {
		vs := validPool(n)
		pubs, msgs, sigs := split(vs)
		verdicts := make([]bool, len(vs))
		faulty := true
		avx2.SetFaultHook(func(acc *r25x4.Element) {
			if faulty {
				acc[4][2] = 1 << 40
				faulty = false // only the combined check's
			}
		})
		before := LaneFaults()
		if !VerifyBatch(ZIP215, pubs, msgs, sigs, verdicts) {
			t.Errorf("%d: verdicts %v", n, verdicts)
		}
		if LaneFaults() != before+1 {
			t.Errorf("%d: %d faults counted, want 1", n, LaneFaults()-before)
		}
	}
}
