package blake3

import (
	"math/rand/v2"
	"testing"
)

func TestMarshalResume(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	data := randomBytes(r, 200000)
	var key [KeySize]byte
	copy(key[:], data)
	for _, mk := range []func() *Hasher{New, func() *Hasher { return NewKeyed(&key) }, func() *Hasher { return NewDeriveKey("ctx") }} {
		for _, cut := range []int{0, 1, 1024, 16384, 16385, 32768, 65536, 100001, 131072, 200000} {
			h := mk()
			if cut%bufSize == 0 {
				h.Write(data[:cut]) // one Write: the last subtree stays pending
			} else {
				writeSplit(h, r, data[:cut])
			}
			state, err := h.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			g := New()
			if err := g.UnmarshalBinary(state); err != nil {
				t.Fatalf("cut %d: %v", cut, err)
			}
			g.Write(data[cut:])
			want := mk()
			want.Write(data)
			if g.Sum256() != want.Sum256() {
				t.Fatalf("cut %d: resumed digest differs", cut)
			}
		}
	}
}

func TestUnmarshalRejectsDamage(t *testing.T) {
	h := New()
	h.Write(randomBytes(rand.New(rand.NewPCG(7, 7)), 40000))
	state, _ := h.MarshalBinary()
	g := New()
	g.Write([]byte("keep"))
	before := g.Sum256()
	for n := range len(state) {
		if g.UnmarshalBinary(state[:n]) == nil {
			t.Fatalf("truncation to %d accepted", n)
		}
	}
	for i := range state {
		bad := append([]byte(nil), state...)
		bad[i] ^= 0x20
		if g.UnmarshalBinary(bad) == nil {
			t.Fatalf("corruption at byte %d accepted", i)
		}
	}
	if g.Sum256() != before {
		t.Fatal("failed UnmarshalBinary changed the Hasher")
	}
	if g.UnmarshalBinary(append(state, 0)) == nil {
		t.Fatal("trailing byte accepted")
	}
}

func FuzzUnmarshal(f *testing.F) {
	h := New()
	h.Write(make([]byte, 20000))
	s, _ := h.MarshalBinary()
	f.Add(s)
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Hasher
		if g.UnmarshalBinary(data) == nil {
			g.Write([]byte("x"))
			g.Sum256()
		}
	})
}
