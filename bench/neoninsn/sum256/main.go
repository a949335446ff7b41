// Command sum256 hashes n zero bytes r times with blake3.Sum256 on one
// thread and prints the XOR of the digests' first bytes. Under
// qemu-aarch64 -singlestep, the instructions of a run with r = 0 are the
// start-up and exit; run.sh subtracts them to count the hashing alone.
//
//	sum256 n r [kernel]
package main

import (
	"fmt"
	"os"
	"runtime"
	"strconv"

	"github.com/vilyacrypto/vilya/blake3"
)

// The hashing runs on the main thread, which qemu's trace numbers 0.
func init() { runtime.LockOSThread() }

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: sum256 n r [kernel]")
		os.Exit(2)
	}
	n, err1 := strconv.Atoi(os.Args[1])
	r, err2 := strconv.Atoi(os.Args[2])
	if err1 != nil || err2 != nil || n < 0 || r < 0 {
		fmt.Fprintln(os.Stderr, "sum256: n and r must be non-negative integers")
		os.Exit(2)
	}
	if len(os.Args) > 3 {
		if err := blake3.SetKernel(os.Args[3]); err != nil {
			fmt.Fprintln(os.Stderr, "sum256:", err)
			os.Exit(1)
		}
	}
	data := make([]byte, n)
	var acc byte
	for range r {
		d := blake3.Sum256(data)
		acc ^= d[0]
	}
	fmt.Println(blake3.Kernel(), acc)
}
