package edtest

import (
	"crypto/ed25519"
	"testing"
)

// TestTopSVectors checks TopSVectors' verdicts under crypto/ed25519: every
// signature verifies and every altered one fails.
func TestTopSVectors(t *testing.T) {
	for _, v := range TopSVectors() {
		bad := len(v.Name) > 4 && v.Name[len(v.Name)-4:] == "/bad"
		if ed25519.Verify(v.Pub, v.Msg, v.Sig) == bad {
			t.Errorf("%s: crypto/ed25519 says %v", v.Name, !bad)
		}
	}
}
