package blake3

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"hash"
	"io"
	"os"
	"testing"
)

type officialVectors struct {
	Key     string `json:"key"`
	Context string `json:"context_string"`
	Cases   []struct {
		InputLen  int    `json:"input_len"`
		Hash      string `json:"hash"`
		KeyedHash string `json:"keyed_hash"`
		DeriveKey string `json:"derive_key"`
	} `json:"cases"`
}

func loadOfficialVectors(t testing.TB) *officialVectors {
	path := officialVectorsPath
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var v officialVectors
	if err := json.Unmarshal(raw, &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Cases) != wantBLAKE3Cases || len(v.Key) != KeySize {
		t.Fatalf("%s: %d cases and a %d-byte key, want %d cases and a %d-byte key", path, len(v.Cases), len(v.Key), wantBLAKE3Cases, KeySize)
	}
	return &v
}

// vectorInput is the official vectors' input: 0, 1, ..., 250 repeating.
func vectorInput(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i % 251)
	}
	return b
}

// streamInto writes in to h in uneven pieces.
func streamInto(h io.Writer, in []byte) {
	for i, step := 0, 1; i < len(in); step = (step*3 + 7) % 100003 {
		n := min(step%5000+1, len(in)-i)
		h.Write(in[i : i+n])
		i += n
	}
}

func TestOfficialVectors(t *testing.T) {
	v := loadOfficialVectors(t)
	key := (*[KeySize]byte)([]byte(v.Key))
	for _, c := range v.Cases {
		in := vectorInput(c.InputLen)
		for _, mode := range []struct {
			name   string
			want   string
			oneXOF func(out []byte)
			one32  func() [32]byte
			stream func() *Hasher
			xof    hash.XOF
		}{
			{"hash", c.Hash, func(out []byte) { SumXOF(out, in) }, func() [32]byte { return Sum256(in) }, New, NewXOF()},
			{"keyed", c.KeyedHash, func(out []byte) { KeyedSumXOF(out, key, in) }, func() [32]byte { return KeyedSum256(key, in) }, func() *Hasher { return NewKeyed(key) }, NewKeyedXOF(key)},
			{"derive", c.DeriveKey, func(out []byte) { DeriveKey(out, v.Context, in) }, func() [32]byte {
				var d [32]byte
				NewKeyDeriver(v.Context).DeriveKey(d[:], in)
				return d
			}, func() *Hasher { return NewDeriveKey(v.Context) }, NewDeriveKeyXOF(v.Context)},
		} {
			want, _ := hex.DecodeString(mode.want)
			got := make([]byte, len(want))
			mode.oneXOF(got)
			if !bytes.Equal(got, want) {
				t.Errorf("%s len %d: one-shot extended output mismatch", mode.name, c.InputLen)
			}
			if d := mode.one32(); !bytes.Equal(d[:], want[:32]) {
				t.Errorf("%s len %d: one-shot 32-byte mismatch", mode.name, c.InputLen)
			}
			h := mode.stream()
			streamInto(h, in)
			if d := h.Sum(nil); !bytes.Equal(d, want[:32]) {
				t.Errorf("%s len %d: streaming Sum mismatch", mode.name, c.InputLen)
			}
			got = make([]byte, len(want))
			if _, err := h.XOF().Read(got); err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s len %d: streaming extended output mismatch", mode.name, c.InputLen)
			}
			checkXOF(t, mode.xof, in, want)
		}
	}
}
