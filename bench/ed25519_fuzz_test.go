package main

import (
	"bytes"
	stded25519 "crypto/ed25519"
	"encoding/hex"
	"testing"

	"github.com/vilyacrypto/vilya/ed25519"
)

// smallOrder holds the canonical encodings of the eight small-order points
// and the six non-canonical ones, as the oracles meet them.
var smallOrder = [][]byte{
	unhexMust("0100000000000000000000000000000000000000000000000000000000000000"),
	unhexMust("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
	unhexMust("0000000000000000000000000000000000000000000000000000000000000000"),
	unhexMust("0000000000000000000000000000000000000000000000000000000000000080"),
	unhexMust("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05"),
	unhexMust("26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85"),
	unhexMust("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"),
	unhexMust("c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa"),
	unhexMust("0100000000000000000000000000000000000000000000000000000000000080"),
	unhexMust("ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"),
	unhexMust("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
	unhexMust("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"),
	unhexMust("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"),
	unhexMust("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"),
}

func unhexMust(s string) []byte {
	b, err := hex.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

// checkOracles compares every vilya path of every profile with every
// oracle of that profile.
func checkOracles(t *testing.T, pub, msg, sig []byte) {
	t.Helper()
	cache := ed25519.NewKeyCache(1 << 16)
	for _, p := range profiles {
		want := oracles[p][0].verify(pub, msg, sig)
		for _, o := range oracles[p][1:] {
			if got := o.verify(pub, msg, sig); got != want {
				t.Fatalf("%v: oracles disagree: %s %v, %s %v", p, oracles[p][0].name, want, o.name, got)
			}
		}
		for path, got := range vilyaPaths(p, vec{"fuzz", pub, msg, sig}, cache) {
			if got != want {
				t.Fatalf("%v: vilya %s = %v, %s = %v", p, path, got, oracles[p][0].name, want)
			}
		}
		verdicts := make([]bool, 6)
		pubs := [][]byte{pub, pub, pub, pub, pub, pub}
		msgs := [][]byte{msg, msg, msg, msg, msg, msg}
		sigs := [][]byte{sig, sig, sig, sig, sig, sig}
		ed25519.VerifyBatch(p, pubs, msgs, sigs, verdicts)
		for i, v := range verdicts {
			if v != want {
				t.Fatalf("%v: batch lane %d = %v, oracle %v", p, i, v, want)
			}
		}
	}
}

// FuzzEd25519Oracles feeds arbitrary bytes to vilya and the oracles.
func FuzzEd25519Oracles(f *testing.F) {
	for _, a := range smallOrder {
		for _, r := range smallOrder[:4] {
			f.Add(a, []byte("m"), append(bytes.Clone(r), make([]byte, 32)...))
		}
	}
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		checkOracles(t, pub, msg, sig)
	})
}

// FuzzEd25519OraclesMutated signs msg and applies an edge-biased mutation:
// a bit flip, a small-order encoding for A or R, S + L, the sign bit of R.
func FuzzEd25519OraclesMutated(f *testing.F) {
	for mode := range uint8(6) {
		f.Add(uint8(7), []byte("msg"), mode, uint8(5), uint8(mode*31))
	}
	f.Fuzz(func(t *testing.T, seed uint8, msg []byte, mode, pos, val uint8) {
		priv := stded25519.NewKeyFromSeed(bytes.Repeat([]byte{seed}, 32))
		pub := bytes.Clone(priv.Public().(stded25519.PublicKey))
		sig := stded25519.Sign(priv, msg)
		switch mode % 6 {
		case 0:
			sig[int(pos)%64] ^= 1 << (val % 8)
		case 1:
			pub[int(pos)%32] ^= 1 << (val % 8)
		case 2:
			copy(sig[:32], smallOrder[int(val)%len(smallOrder)])
		case 3:
			copy(pub, smallOrder[int(val)%len(smallOrder)])
		case 4:
			// S + L: add the group order to the little-endian S.
			l := unhexMust("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
			var c uint16
			for i := range 32 {
				c += uint16(sig[32+i]) + uint16(l[i])
				sig[32+i] = byte(c)
				c >>= 8
			}
		case 5:
			sig[31] ^= 0x80
		}
		checkOracles(t, pub, msg, sig)
	})
}

// TestEd25519EncodingBoundaries runs every profile (Libsodium against
// libsodium itself) on keys and R at the boundaries of the byte-level
// rules: y = 0..18 and y = p..p+18, each with both sign bits, as A and as R
// of a valid signature, with S valid, S = L-1 and S = L.
func TestEd25519EncodingBoundaries(t *testing.T) {
	var encs [][]byte
	for y := range 19 {
		low := make([]byte, 32)
		low[0] = byte(y)
		high := unhexMust("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")
		high[0] += byte(y) // p + y, below 2^255 for y <= 18
		for _, e := range [][]byte{low, high} {
			encs = append(encs, e, append(bytes.Clone(e[:31]), e[31]|0x80))
		}
	}
	priv := stded25519.NewKeyFromSeed(bytes.Repeat([]byte{3}, 32))
	pub := priv.Public().(stded25519.PublicKey)
	msg := []byte("boundary")
	sig := stded25519.Sign(priv, msg)
	lMinus1 := unhexMust("ecd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
	l := unhexMust("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
	for _, e := range encs {
		for _, s := range [][]byte{sig[32:], lMinus1, l} {
			checkOracles(t, e, msg, append(bytes.Clone(sig[:32]), s...))
			checkOracles(t, pub, msg, append(bytes.Clone(e), s...))
		}
	}
}
