package edtest

import (
	"crypto/ed25519"
	"strings"
	"testing"
)

// TestTopSVectors checks TopSVectors' verdicts under crypto/ed25519: every
// signature verifies and every altered one fails.
func TestTopSVectors(t *testing.T) {
	for _, v := range TopSVectors() {
		bad := strings.HasSuffix(v.Name, "/bad")
		if ed25519.Verify(v.Pub, v.Msg, v.Sig) == bad {
			t.Errorf("%s: crypto/ed25519 says %v", v.Name, !bad)
		}
	}
}
