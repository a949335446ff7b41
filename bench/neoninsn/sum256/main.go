// Command sum256 hashes n zero bytes r times with blake3.Sum256 on one
// thread and prints the XOR of the digests' first bytes. The hashing lies
// between calls of markStart and markEnd, so that run.sh, counting the
// instructions qemu-aarch64 -singlestep traces, counts the hashing alone;
// one call before markStart grows the goroutine's stack.
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
	acc := blake3.Sum256(data)[0] // grows the stack before the count starts
	markStart()
	for range r {
		d := blake3.Sum256(data)
		acc ^= d[0]
	}
	markEnd()
	fmt.Println(blake3.Kernel(), acc)
}

// markStart and markEnd are the markers run.sh finds in the trace.
//
//go:noinline
func markStart() {}

//go:noinline
func markEnd() {}
