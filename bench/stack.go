package main

import "unsafe"

// The same code can run at very different speeds depending on where its
// stack frames fall modulo 4 KiB: on the Xeon of docs/results, a
// crypto/sha512 hash called with the stack pointer in one window of under
// 80 bytes in 4096 took 1.85 times as long, and vilya's Ed25519 batch of
// one met such a window through the matrix's frames in some builds and not
// others (docs/results/2026-12-01-bench-clock). So every timed repetition
// runs below a random number of padding frames, spanning at least 4 KiB
// of stack, and the median is that of the typical placement.

// atDepth calls f below k frames of atDepth.
//
//go:noinline
func atDepth(k int, f func()) {
	var pad [8]byte // dynamically indexed, so the frame keeps it
	if k == 0 {
		f()
		return
	}
	pad[k&7] = byte(k)
	atDepth(k-1, f)
	sink ^= pad[(k*3)&7]
}

// stackDepths is how many depths of atDepth span 4 KiB of stack.
var stackDepths = func() int {
	var sp [2]uintptr
	for k := range sp {
		atDepth(k, func() {
			var x byte
			sp[k] = uintptr(unsafe.Pointer(&x))
		})
	}
	step := max(int(sp[0]-sp[1]), 8)
	return 4096/step + 1
}()
