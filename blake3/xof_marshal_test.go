package blake3

import (
	"bytes"
	"testing"
)

// TestXOFMarshalResume checks that an XOF restored from MarshalBinary, in
// every mode, absorbing after inputs that cross block, chunk and buffer
// boundaries, or reading at positions up to the end of the output space,
// continues exactly as the original.
func TestXOFMarshalResume(t *testing.T) {
	key := [KeySize]byte{1, 2, 3}
	modes := map[string]func() *XOF{
		"hash":   NewXOF,
		"keyed":  func() *XOF { return NewKeyedXOF(&key) },
		"derive": func() *XOF { return NewDeriveKeyXOF("vilya 2026-12-01 xof marshal test") },
		"zero":   func() *XOF { return new(XOF) },
	}
	in := vectorInput(70 << 10)
	for name, mk := range modes {
		for _, n := range []int{0, 1, 64, 1024, 1025, 16 << 10, 16<<10 + 1, 70 << 10} {
			// Absorbing: marshal after n bytes, then both take the rest.
			x := mk()
			x.Write(in[:n])
			state, err := x.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			var y XOF
			if err := y.UnmarshalBinary(state); err != nil {
				t.Fatalf("%s/%d: %v", name, n, err)
			}
			x.Write(in[n:])
			y.Write(in[n:])
			a, b := make([]byte, 200), make([]byte, 200)
			x.Read(a)
			y.Read(b)
			if !bytes.Equal(a, b) {
				t.Fatalf("%s/%d absorbing: resumed output differs", name, n)
			}
		}
		// Reading: marshal at a position, then both read on.
		for _, pos := range []uint64{0, 1, 63, 64, 1 << 20, 1 << 63, 1<<64 - 200} {
			x := mk()
			x.Write(in[:1000])
			x.output().SetPosition(pos)
			state, err := x.AppendBinary([]byte("prefix"))
			if err != nil {
				t.Fatal(err)
			}
			var y XOF
			if err := y.UnmarshalBinary(state[len("prefix"):]); err != nil {
				t.Fatalf("%s/%d: %v", name, pos, err)
			}
			a, b := make([]byte, 150), make([]byte, 150)
			x.Read(a)
			y.Read(b)
			if !bytes.Equal(a, b) {
				t.Fatalf("%s at %d: resumed output differs", name, pos)
			}
			func() {
				defer func() {
					if recover() == nil {
						t.Errorf("%s at %d: Write after restoring a reading XOF did not panic", name, pos)
					}
				}()
				y.Write([]byte{1})
			}()
		}
	}
}

// TestXOFUnmarshalRejectsDamage flips every byte of a reading XOF's state,
// truncates and extends it, and forges the phase and position under a
// valid check: every one must fail and leave the XOF unchanged.
func TestXOFUnmarshalRejectsDamage(t *testing.T) {
	x := NewKeyedXOF(&[KeySize]byte{9})
	x.Write(vectorInput(3000))
	x.Read(make([]byte, 77))
	state, _ := x.MarshalBinary()
	var y XOF
	y.Write([]byte("unchanged"))
	want, _ := y.MarshalBinary()
	check := func(what string, s []byte) {
		if err := y.UnmarshalBinary(s); err == nil {
			t.Errorf("%s: accepted", what)
		}
		if got, _ := y.MarshalBinary(); !bytes.Equal(got, want) {
			t.Fatalf("%s: the XOF changed", what)
		}
	}
	for i := range state {
		s := bytes.Clone(state)
		s[i] ^= 0x10
		check("flip", s)
	}
	for n := range len(state) {
		check("truncated", state[:n])
	}
	check("extended", append(bytes.Clone(state), 0))
	resealXOF := func(s []byte) []byte {
		body := s[:len(s)-marshalCheck]
		sum := Sum256(body)
		return append(bytes.Clone(body), sum[:marshalCheck]...)
	}
	s := bytes.Clone(state)
	s[4] = 2 // no such phase
	check("phase 2", resealXOF(s))
	s = bytes.Clone(state)
	s[4] = 0 // absorbing, yet a position
	check("absorbing at a position", resealXOF(s))
	s = bytes.Clone(state)
	s[xofHeader] ^= 1 // the Hasher's magic
	check("inner state", resealXOF(s))
}

// TestZeroXOF checks what the XOF doc says: the zero value is the default
// hash, as NewXOF's.
func TestZeroXOF(t *testing.T) {
	in := vectorInput(5000)
	var z XOF
	z.Write(in)
	x := NewXOF()
	x.Write(in)
	a, b := make([]byte, 100), make([]byte, 100)
	z.Read(a)
	x.Read(b)
	if !bytes.Equal(a, b) {
		t.Fatal("the zero XOF differs from NewXOF's")
	}
	sum := Sum256(in)
	if !bytes.Equal(a[:Size], sum[:]) {
		t.Fatal("the zero XOF's output does not start with Sum256")
	}
}

// FuzzUnmarshalXOF feeds any bytes, with their check left or resealed, to
// XOF.UnmarshalBinary: it must not panic, and an accepted state must be
// one MarshalBinary gives byte for byte, and usable.
func FuzzUnmarshalXOF(f *testing.F) {
	x := NewKeyedXOF(&[KeySize]byte{5})
	x.Write(make([]byte, 20000))
	s, _ := x.MarshalBinary()
	f.Add(s, false)
	x.Read(make([]byte, 10))
	s, _ = x.MarshalBinary()
	f.Add(s, false)
	s[4] = 0 // absorbing at a position: only a forger's check gets it there
	f.Add(s, true)
	f.Fuzz(func(t *testing.T, data []byte, resealed bool) {
		// resealed gives the input a valid check, as a forger would, so
		// that the fields behind it are reached.
		if resealed && len(data) > marshalCheck {
			data = reseal(data)
		}
		var y XOF
		if y.UnmarshalBinary(data) == nil {
			if again, _ := y.MarshalBinary(); !bytes.Equal(again, data) {
				t.Fatalf("accepted a state that marshals differently:\n%x\n%x", data, again)
			}
			y.Read(make([]byte, 65))
		}
	})
}
