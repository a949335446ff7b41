// Command ctprog runs the entry points of vilya that take a secret, on
// secrets drawn from a seed, for the constant-time trace check of
// internal/ctcheck: run under qemu-user with "-d exec,nochain" for two
// seeds, the blocks it executes in vilya's packages must be the same, in
// the same order. Lengths never depend on the seed.
//
//	ctprog KERNEL ENTRY SEED
//
// KERNEL is the blake3 and sha512x kernel to force ("generic" for both
// portable twins; sha512x has no sse41 or neon kernel, and runs its
// generic one for those), ENTRY one of the
// entries ct.toml names (or "leak", a deliberately secret-dependent
// variant that the check must catch), SEED a number.
package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"

	"github.com/vilyacrypto/vilya/blake3"
	"github.com/vilyacrypto/vilya/sha512x"
)

// lengths are the message lengths every entry is run on: empty, within a
// block, at block and chunk edges, and long enough for every kernel's
// widest batch (16 chunks) and a parent level above it.
var lengths = []int{0, 1, 63, 64, 65, 1023, 1024, 1025, 4096 + 7, 16<<10 + 3, 40 << 10}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: ctprog KERNEL ENTRY SEED")
		os.Exit(2)
	}
	kernel, entry := os.Args[1], os.Args[2]
	seed, err := strconv.ParseUint(os.Args[3], 10, 64)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if err := blake3.SetKernel(kernel); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	shaKernel := "generic" // sha512x has no sse41 or neon kernel
	if kernel == "avx2" || kernel == "avx512" {
		shaKernel = kernel
	}
	if err := sha512x.SetKernel(shaKernel); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	secret := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	var sink byte
	run, ok := entries[entry]
	if !ok {
		fmt.Fprintln(os.Stderr, "ctprog: no entry", entry)
		os.Exit(2)
	}
	for _, n := range lengths {
		sink ^= run(secret, n)
	}
	// The digests differ from seed to seed; only their fold is printed,
	// after the traced work, so that printing is the same length.
	fmt.Printf("%s %s: %02x\n", kernel, entry, sink)
}

// entries maps an ENTRY name to a run on one message length n; secret(k)
// draws k secret bytes.
var entries = map[string]func(secret func(int) []byte, n int) byte{
	// The key and the message are secret.
	"keyed": func(secret func(int) []byte, n int) byte {
		key := (*[blake3.KeySize]byte)(secret(blake3.KeySize))
		msg := secret(n)
		d := blake3.KeyedSum256(key, msg)
		out := make([]byte, 131)
		blake3.KeyedSumXOF(out, key, msg)
		h := blake3.NewKeyed(key)
		h.Write(msg[:n/3])
		h.WriteString(string(msg[n/3:]))
		c0, _ := h.Clone()
		c := c0.(*blake3.Hasher)
		s := h.Sum(nil)
		state, _ := h.MarshalBinary()
		var g blake3.Hasher
		g.UnmarshalBinary(state)
		g.Write(msg[:n%7])
		r := blake3.NewKeyed(key)
		r.ReadFrom(bytes.NewReader(msg))
		r.WriteReaderAt(bytes.NewReader(msg), 0, int64(n), 1)
		r.WriteParallel(msg, 1)
		r.Reset()
		r.Write(msg[:n/2])
		s = r.Sum(s)
		x := c.XOF()
		x.SetPosition(uint64(n) * 1000)
		x.Read(out[:67])
		x.ReadAt(out[67:], 5)
		xf := blake3.NewKeyedXOF(key)
		xf.Write(msg)
		xstate, _ := xf.MarshalBinary()
		var xg blake3.XOF
		xg.UnmarshalBinary(xstate)
		xf.Read(out[:100])
		xg.Read(out[100:])
		// Many messages under the key at once: lengths around n, so the
		// lanes hold whole messages, chunks and parents.
		msgs := [][]byte{msg, msg[:n/2], msg[:n/5], msg[n/3:], msg[:n%1025]}
		macs := make([][blake3.Size]byte, len(msgs))
		blake3.KeyedSum256Batch(macs, key, msgs)
		return d[0] ^ out[0] ^ s[0] ^ g.Sum(nil)[0] ^ macs[4][0]
	},
	// The context and the key material are secret.
	"derive-key": func(secret func(int) []byte, n int) byte {
		context := string(secret(n%200 + 1))
		material := secret(n)
		out := make([]byte, 77)
		blake3.DeriveKey(out, context, material)
		d := blake3.NewKeyDeriver(context)
		d.DeriveKey(out[:32], material)
		h := blake3.NewDeriveKey(context)
		h.Write(material)
		x := blake3.NewDeriveKeyXOF(context)
		x.Write(material)
		x.Read(out[32:])
		keys := make([][blake3.Size]byte, 4)
		mats := [][]byte{material, material[:n/2], material[n/3:], material[:n%1025]}
		blake3.DeriveKeyBatch(keys, context, mats)
		d.DeriveKeyBatch(keys, mats)
		return out[0] ^ h.Sum(nil)[0] ^ keys[3][0]
	},
	// Unkeyed hashing of a secret message (the message is the secret).
	"hash": func(secret func(int) []byte, n int) byte {
		msg := secret(n)
		d := blake3.Sum256(msg)
		out := make([]byte, 99)
		blake3.SumXOF(out, msg)
		h := blake3.New()
		h.Write(msg)
		sums := make([][blake3.Size]byte, 3)
		blake3.Sum256Batch(sums, [][]byte{msg, msg[:n/2], msg[:n%1025]})
		return d[0] ^ out[0] ^ h.Sum(nil)[0] ^ sums[2][0]
	},
	// SHA-512 of secret messages, several at once.
	"sha512x": func(secret func(int) []byte, n int) byte {
		msgs := make([][]byte, 9)
		prefixes := make([][64]byte, len(msgs))
		for i := range msgs {
			msgs[i] = secret(n/(i+1) + i)
			copy(prefixes[i][:], secret(64))
		}
		out := make([][64]byte, len(msgs))
		sha512x.SumBatch(out, msgs)
		b := out[0][0]
		sha512x.SumPrefixedBatch(out, prefixes, msgs)
		return b ^ out[8][63]
	},
	// A deliberately secret-dependent variant of "keyed": one more
	// compression when the key's first bit is set. The check must fail on it.
	"leak": func(secret func(int) []byte, n int) byte {
		key := (*[blake3.KeySize]byte)(secret(blake3.KeySize))
		msg := secret(n)
		d := blake3.KeyedSum256(key, msg)
		if key[0]&1 == 1 {
			d = blake3.KeyedSum256(key, d[:])
		}
		return d[0]
	},
}
