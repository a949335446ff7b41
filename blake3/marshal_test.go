package blake3

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"strings"
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
	f.Add(reseal(s))
	h.Write(make([]byte, 3*bufSize))
	s, _ = h.MarshalBinary()
	f.Add(s)
	// An accepted state is one MarshalBinary gives, byte for byte: every
	// field it holds was validated.
	f.Fuzz(func(t *testing.T, data []byte) {
		var g Hasher
		if g.UnmarshalBinary(data) == nil {
			if again, _ := g.MarshalBinary(); !bytes.Equal(again, data) {
				t.Fatalf("accepted a state that marshals differently:\n%x\n%x", data, again)
			}
			g.Write([]byte("x"))
			g.Sum256()
		}
	})
}

// reseal replaces the check at the end of a marshalled state with the one
// its altered body needs, as a forger would.
func reseal(state []byte) []byte {
	body := state[:len(state)-marshalCheck]
	sum := Sum256(body)
	return append(append([]byte(nil), body...), sum[:marshalCheck]...)
}

// TestUnmarshalRejectsForgedFields alters each field that a Hasher's state
// determines, recomputing the check, and expects UnmarshalBinary to refuse
// the state: the pending node's key, counter, block length and flags. (The chaining values and buffered bytes are input data: a
// forged one is a state for other input, not an invalid state.)
func TestUnmarshalRejectsForgedFields(t *testing.T) {
	var key [KeySize]byte
	key[0] = 1
	for _, h := range []*Hasher{New(), NewKeyed(&key), NewDeriveKey("ctx")} {
		h.Write(make([]byte, 3*bufSize)) // 32 chunks on the stack, 16 pending
		if h.pendingChunks != bufChunks || h.stackLen != 1 {
			t.Fatalf("setup: pending %d, stack %d", h.pendingChunks, h.stackLen)
		}
		state, _ := h.MarshalBinary()
		var g Hasher
		if err := g.UnmarshalBinary(reseal(state)); err != nil {
			t.Fatalf("the unaltered state: %v", err)
		}
		pend := marshalHeader + 32*h.stackLen
		for _, c := range []struct {
			name string
			at   int
			set  func([]byte)
		}{
			{"pending key", pend, func(b []byte) { b[0] ^= 1 }},
			{"pending counter", pend + 96, func(b []byte) { b[0] = 1 }},
			{"pending counter high", pend + 103, func(b []byte) { b[0] = 0x80 }},
			{"pending block length", pend + 104, func(b []byte) { b[0] = 63 }},
			{"pending block length 0", pend + 104, func(b []byte) { b[0] = 0 }},
			{"pending flags: root", pend + 108, func(b []byte) { b[0] |= flagRoot }},
			{"pending flags: chunk", pend + 108, func(b []byte) { b[0] ^= flagParent | flagChunkStart | flagChunkEnd }},
			{"pending flags: mode", pend + 108, func(b []byte) { b[0] ^= flagKeyedHash }},
			{"pending flags: high", pend + 111, func(b []byte) { b[0] = 1 }},
			// Shapes that keep the state's length: chunks/16 and
			// pendingChunks powers of two.
			{"chunks+pending = 2^54", 40, func(b []byte) {
				binary.LittleEndian.PutUint64(b, 1<<53)
				binary.LittleEndian.PutUint64(b[8:], 1<<53)
			}},
		} {
			bad := append([]byte(nil), state...)
			c.set(bad[c.at:])
			if err := g.UnmarshalBinary(reseal(bad)); err == nil {
				t.Errorf("flags %#x: %s altered: accepted", h.flags, c.name)
			}
		}
	}
}

// TestZeroHasher checks that the zero Hasher is the default (unkeyed) one,
// as New's: it used to hash under an all-zero key.
func TestZeroHasher(t *testing.T) {
	data := randomBytes(rand.New(rand.NewPCG(13, 3)), 3<<20+5)
	for _, n := range []int{0, 1, 1024, 1025, bufSize, 3*bufSize + 7, parallelThreshold + 9, len(data)} {
		want := Sum256(data[:n])
		var h Hasher
		h.Write(data[:n])
		if h.Sum256() != want {
			t.Errorf("n=%d: the zero Hasher's digest differs", n)
		}
		var x [Size]byte
		h.XOF().Read(x[:])
		if x != want {
			t.Errorf("n=%d: the zero Hasher's XOF differs", n)
		}
		state, err := h.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var g Hasher
		if err := g.UnmarshalBinary(state); err != nil || g.Sum256() != want {
			t.Errorf("n=%d: the zero Hasher's state: %v", n, err)
		}
		var p Hasher
		p.WriteParallel(data[:n], 2)
		if p.Sum256() != want {
			t.Errorf("n=%d: the zero Hasher's WriteParallel differs", n)
		}
	}
}

// TestNilKeyPanics checks that a nil key, a programmer error, panics with a
// message that says so.
func TestNilKeyPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"NewKeyed":    func() { NewKeyed(nil) },
		"KeyedSum256": func() { KeyedSum256(nil, nil) },
		"KeyedSumXOF": func() { KeyedSumXOF(make([]byte, 8), nil, nil) },
	} {
		func() {
			defer func() {
				if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "blake3: nil key") {
					t.Errorf("%s(nil): recovered %v, want a panic naming the nil key", name, r)
				}
			}()
			f()
		}()
	}
}
