package cblake3

import (
	"encoding/hex"
	"os"
	"testing"
)

func TestKnownAnswer(t *testing.T) {
	if !Present() {
		if os.Getenv("CI") == "true" {
			t.Fatal(ErrMissing)
		}
		t.Skip("SKIPPING: ", ErrMissing)
	}
	var out [32]byte
	Hash(1, nil, out[:])
	// BLAKE3 of the empty input.
	if got, want := hex.EncodeToString(out[:]), "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262"; got != want {
		t.Fatalf("Hash(empty) = %s, want %s", got, want)
	}
	t.Logf("official C BLAKE3 %s", Version())
}
