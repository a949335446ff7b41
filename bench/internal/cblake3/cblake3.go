//go:build cgo

// Package cblake3 runs the official C implementation of BLAKE3, compiled
// through cgo from the source in Debian's librust-blake3-dev, which
// bench/cblake3.sh links into this directory (the links are never
// committed). Each function runs its operation n times inside one cgo call,
// so that the cgo transition does not dominate small inputs. Without the
// links the package still builds and Present reports false.
package cblake3

//go:generate sh ../../cblake3.sh

/*
#cgo CFLAGS: -O3
#include <stdlib.h>
#include "shim.h"
*/
import "C"

import (
	"errors"
	"unsafe"
)

// ErrMissing explains why the C implementation is absent.
var ErrMissing = errors.New("official C BLAKE3 not linked: apt-get install librust-blake3-dev, then run bench/cblake3.sh")

// A Level restricts the C dispatcher's CPU features.
type Level int

const (
	LevelAll   Level = iota // every feature the CPU has
	LevelAVX2               // no AVX-512: the code a BLAKE3_NO_AVX512 build runs here
	LevelSSE41              // no AVX-512 and no AVX2
)

// SetLevel restricts every later call to the features of level l (the C
// library keeps one global feature set: not safe to change while another
// goroutine hashes).
func SetLevel(l Level) { C.cb3_set_level(C.int(l)) }

// features returns the dispatcher's feature bits (blake3_dispatch.c's enum
// cpu_feature: AVX2 1<<4, AVX512F 1<<5, AVX512VL 1<<6).
func features() int { return int(C.cb3_features()) }

// Present reports whether the upstream C source was compiled in.
func Present() bool { return C.cb3_present() != 0 }

// Version returns the upstream version string, or "" when absent.
func Version() string { return C.GoString(C.cb3_version()) }

func ptr(b []byte) *C.uint8_t {
	if len(b) == 0 {
		return nil
	}
	return (*C.uint8_t)(unsafe.Pointer(&b[0]))
}

// Hash sets out to the first len(out) bytes of BLAKE3(in), n times.
func Hash(n int, in, out []byte) {
	C.cb3_hash(C.size_t(n), ptr(in), C.size_t(len(in)), ptr(out), C.size_t(len(out)))
}

// Keyed sets out to the keyed hash of in under key, n times.
func Keyed(n int, key *[32]byte, in, out []byte) {
	C.cb3_keyed(C.size_t(n), (*C.uint8_t)(unsafe.Pointer(&key[0])), ptr(in), C.size_t(len(in)), ptr(out), C.size_t(len(out)))
}

// Derive sets out to the key derived from material under context, n times.
func Derive(n int, context string, material, out []byte) {
	cs := C.CString(context)
	defer C.free(unsafe.Pointer(cs))
	C.cb3_derive(C.size_t(n), cs, ptr(material), C.size_t(len(material)), ptr(out), C.size_t(len(out)))
}

// XOF sets out to the output of BLAKE3(in) starting at byte offset seek, n
// times.
func XOF(n int, in []byte, seek uint64, out []byte) {
	C.cb3_xof(C.size_t(n), ptr(in), C.size_t(len(in)), C.uint64_t(seek), ptr(out), C.size_t(len(out)))
}

// Stream sets out (32 bytes) to BLAKE3(in) fed in writes of w bytes, n times.
func Stream(n int, in []byte, w int, out *[32]byte) {
	C.cb3_stream(C.size_t(n), ptr(in), C.size_t(len(in)), C.size_t(w), (*C.uint8_t)(unsafe.Pointer(&out[0])))
}

// HashMany sets out[i] to BLAKE3 of the lens[i] bytes at buf[offs[i]:],
// for every i, one message at a time, n times; offs, lens and out have the
// same length.
func HashMany(n int, buf []byte, offs, lens []int64, out [][32]byte) {
	if len(out) == 0 {
		return
	}
	C.cb3_hash_many(C.size_t(n), ptr(buf), (*C.int64_t)(unsafe.Pointer(&offs[0])), (*C.int64_t)(unsafe.Pointer(&lens[0])),
		C.size_t(len(out)), (*C.uint8_t)(unsafe.Pointer(&out[0][0])))
}
