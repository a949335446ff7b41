package ed25519

import (
	"bytes"
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// TestPublicKeyMarshal checks, on the key of every corpus vector, that
// UnmarshalBinary and UnmarshalText decode exactly as NewExpandedPublicKey does,
// that MarshalBinary and MarshalText give the bytes back as given, and
// that the decoded keys are Equal and verify alike under every profile.
func TestPublicKeyMarshal(t *testing.T) {
	for _, c := range allCorpora(t) {
		for _, v := range c.vs {
			want, wantErr := NewExpandedPublicKey(v.Pub)
			var kb, kt ExpandedPublicKey
			errB := kb.UnmarshalBinary(v.Pub)
			text, _ := hexb(v.Pub).MarshalJSON() // "…" quoted
			errT := kt.UnmarshalText(text[1 : len(text)-1])
			if !errors.Is(errB, wantErr) || !errors.Is(errT, wantErr) || (errB == nil) != (wantErr == nil) || (errT == nil) != (wantErr == nil) {
				t.Fatalf("%s: NewExpandedPublicKey %v, UnmarshalBinary %v, UnmarshalText %v", v.Name, wantErr, errB, errT)
			}
			if wantErr != nil {
				if kb.Verify(StdlibCompat, v.Msg, v.Sig) || kb.Equal(want) {
					t.Fatalf("%s: a key that failed to decode is usable", v.Name)
				}
				continue
			}
			if !want.Equal(&kb) || !kb.Equal(&kt) || !kt.Equal(want) {
				t.Fatalf("%s: decoded keys differ", v.Name)
			}
			b, err := kb.MarshalBinary()
			if err != nil || !bytes.Equal(b, v.Pub) {
				t.Fatalf("%s: MarshalBinary = %x, %v", v.Name, b, err)
			}
			tx, err := kt.MarshalText()
			if err != nil || !bytes.Equal(tx, text[1:len(text)-1]) {
				t.Fatalf("%s: MarshalText = %s, %v", v.Name, tx, err)
			}
			for p := range numProfiles {
				w := want.Verify(p, v.Msg, v.Sig)
				if kb.Verify(p, v.Msg, v.Sig) != w || kt.Verify(p, v.Msg, v.Sig) != w {
					t.Fatalf("%s %v: unmarshalled key verifies differently", v.Name, p)
				}
			}
		}
	}
}

func TestPublicKeyEqual(t *testing.T) {
	pool := validPool(2)
	a, _ := NewExpandedPublicKey(pool[0].Pub)
	a2, _ := NewExpandedPublicKey(pool[0].Pub)
	b, _ := NewExpandedPublicKey(pool[1].Pub)
	var nilKey *ExpandedPublicKey
	zero := make([]byte, 32) // decodes: y = 0, a point of order 4
	z, _ := NewExpandedPublicKey(zero)
	for _, c := range []struct {
		name string
		k    *ExpandedPublicKey
		x    any
		want bool
	}{
		{"same bytes", a, a2, true},
		{"itself", a, a, true},
		{"other key", a, b, false},
		{"stdlib key", a, ed25519.PublicKey(pool[0].Pub), false},
		{"bytes", a, pool[0].Pub, false},
		{"nil interface", a, nil, false},
		{"nil key", a, nilKey, false},
		{"nil receiver", nilKey, a, false},
		{"nil and nil", nilKey, nilKey, true},
		{"zero value and decoded zero bytes", &ExpandedPublicKey{}, z, false},
	} {
		if got := c.k.Equal(c.x); got != c.want {
			t.Errorf("%s: %v", c.name, got)
		}
	}
}

// TestPublicKeyJSON checks that an *ExpandedPublicKey travels through JSON as a hex
// string.
func TestPublicKeyJSON(t *testing.T) {
	v := validPool(1)[0]
	k, _ := NewExpandedPublicKey(v.Pub)
	j, err := json.Marshal(struct{ Key *ExpandedPublicKey }{k})
	if err != nil {
		t.Fatal(err)
	}
	var back struct{ Key *ExpandedPublicKey }
	if err := json.Unmarshal(j, &back); err != nil || !back.Key.Equal(k) {
		t.Fatalf("%s: %v", j, err)
	}
	for _, bad := range []string{`{"Key":"zz"}`, `{"Key":"0102"}`, `{"Key":"` + string(bytes.Repeat([]byte("f"), 65)) + `"}`} {
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// TestNilKeys checks that a nil *ExpandedPublicKey and a nil *KeyCache verify
// nothing, and never panic, and that nil and zero keys do not marshal.
func TestNilKeys(t *testing.T) {
	v := validPool(1)[0]
	var k *ExpandedPublicKey
	var c *KeyCache
	for p := range numProfiles {
		if k.Verify(p, v.Msg, v.Sig) || c.Verify(p, v.Pub, v.Msg, v.Sig) {
			t.Errorf("%v: a nil key or cache verified a signature", p)
		}
	}
	if k.Bytes() != nil || c.Stats() != (CacheStats{}) {
		t.Error("nil key or cache has content")
	}
	for name, k := range map[string]*ExpandedPublicKey{"nil": nil, "zero": {}} {
		if _, err := k.MarshalBinary(); err == nil {
			t.Errorf("%s key marshalled", name)
		}
		if _, err := k.MarshalText(); err == nil {
			t.Errorf("%s key marshalled as text", name)
		}
	}
}

// FuzzPublicKeyUnmarshal checks that UnmarshalBinary fails exactly when
// NewExpandedPublicKey does and otherwise round-trips the bytes as given, that a
// failure leaves the zero key, and that UnmarshalText round-trips hex.
func FuzzPublicKeyUnmarshal(f *testing.F) {
	for _, e := range prep.SmallOrderEncodings {
		f.Add(e[:])
	}
	f.Add([]byte(validPool(1)[0].Pub))
	f.Add([]byte("8A875FFF1EB38451577ACD5AFEE405456568DD7C89E090863A0557BC7AF49F17"))
	f.Fuzz(func(t *testing.T, data []byte) {
		want, wantErr := NewExpandedPublicKey(data)
		var k ExpandedPublicKey
		err := k.UnmarshalBinary(data)
		if (err == nil) != (wantErr == nil) {
			t.Fatalf("UnmarshalBinary %v, NewExpandedPublicKey %v", err, wantErr)
		}
		if err != nil {
			if !k.Equal(&ExpandedPublicKey{}) {
				t.Fatal("a failed UnmarshalBinary left a non-zero key")
			}
		} else if b, _ := k.MarshalBinary(); !bytes.Equal(b, data) || !k.Equal(want) {
			t.Fatalf("round trip: %x", b)
		}
		var kt ExpandedPublicKey
		if err := kt.UnmarshalText(data); err == nil {
			if tx, _ := kt.MarshalText(); !bytes.EqualFold(tx, data) {
				t.Fatalf("text round trip: %s", tx)
			}
		} else if !kt.Equal(&ExpandedPublicKey{}) {
			t.Fatal("a failed UnmarshalText left a non-zero key")
		}
	})
}

// TestPublicKeyAllocations checks that Equal, AppendBinary and AppendText
// into room enough, and MarshalBinary's single result, allocate as
// documented.
func TestPublicKeyAllocations(t *testing.T) {
	pool := validPool(2)
	a, _ := NewExpandedPublicKey(pool[0].Pub)
	b, _ := NewExpandedPublicKey(pool[1].Pub)
	buf := make([]byte, 0, 64)
	for name, c := range map[string]struct {
		f    func()
		want float64
	}{
		"Equal":         {func() { a.Equal(b) }, 0},
		"AppendBinary":  {func() { a.AppendBinary(buf[:0]) }, 0},
		"AppendText":    {func() { a.AppendText(buf[:0]) }, 0},
		"MarshalBinary": {func() { a.MarshalBinary() }, 1},
	} {
		if n := testing.AllocsPerRun(20, c.f); n != c.want {
			t.Errorf("%s: %v allocations, want %v", name, n, c.want)
		}
	}
}
