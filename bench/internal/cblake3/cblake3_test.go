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

// TestSetLevel checks that each level removes exactly its features from
// the dispatcher's set and that hashing still gives the known answer.
func TestSetLevel(t *testing.T) {
	if !Present() {
		t.Skip("SKIPPING: ", ErrMissing)
	}
	defer SetLevel(LevelAll)
	const avx2, avx512 = 1 << 4, 1<<5 | 1<<6
	SetLevel(LevelAll)
	all := features()
	for _, c := range []struct {
		l    Level
		drop int
	}{{LevelAll, 0}, {LevelAVX2, avx512}, {LevelSSE41, avx512 | avx2}} {
		SetLevel(c.l)
		if got, want := features(), all&^c.drop; got != want {
			t.Errorf("level %d: features %#x, want %#x", c.l, got, want)
		}
		var out [32]byte
		in := make([]byte, 1<<16)
		Hash(1, in, out[:])
		SetLevel(LevelAll)
		var ref [32]byte
		Hash(1, in, ref[:])
		if out != ref {
			t.Errorf("level %d: digest differs", c.l)
		}
	}
	t.Logf("features with everything: %#x", all)
}
