//go:build ignore

// gen_sigs writes N signature lines for vilya verify to standard output:
// a new key per signature (deterministic seeds), messages of SIZE bytes,
// every EVERY-th signature invalid (a flipped bit of S).
//
//	go run gen_sigs.go N SIZE EVERY > list
package main

import (
	"bufio"
	"crypto/ed25519"
	"encoding/binary"
	"encoding/hex"
	"os"
	"strconv"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	size, _ := strconv.Atoi(os.Args[2])
	every, _ := strconv.Atoi(os.Args[3])
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	msg := make([]byte, size)
	for i := range n {
		seed := make([]byte, ed25519.SeedSize)
		binary.LittleEndian.PutUint64(seed, uint64(i)+1)
		priv := ed25519.NewKeyFromSeed(seed)
		binary.LittleEndian.PutUint64(msg, uint64(i))
		sig := ed25519.Sign(priv, msg)
		if i%every == every-1 {
			sig[40] ^= 1
		}
		w.WriteString(hex.EncodeToString(priv.Public().(ed25519.PublicKey)) + " " + hex.EncodeToString(sig) + " " + hex.EncodeToString(msg) + "\n")
	}
}
