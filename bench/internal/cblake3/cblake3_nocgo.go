//go:build !cgo

// Package cblake3 runs the official C implementation of BLAKE3 through cgo;
// in this build cgo is disabled, so it is absent.
package cblake3

import "errors"

// ErrMissing explains why the C implementation is absent.
var ErrMissing = errors.New("official C BLAKE3 needs cgo (CGO_ENABLED=1 and a C compiler)")

// Present reports false: this build has no cgo.
func Present() bool { return false }

// A Level restricts the C dispatcher's CPU features (see the cgo build).
type Level int

const (
	LevelAll Level = iota
	LevelAVX2
	LevelSSE41
)

// SetLevel does nothing in this build.
func SetLevel(Level) {}

// Version returns "".
func Version() string { return "" }

func Hash(n int, in, out []byte)                                     { panic(ErrMissing) }
func Keyed(n int, key *[32]byte, in, out []byte)                     { panic(ErrMissing) }
func Derive(n int, context string, material, out []byte)             { panic(ErrMissing) }
func XOF(n int, in []byte, seek uint64, out []byte)                  { panic(ErrMissing) }
func Stream(n int, in []byte, w int, out *[32]byte)                  { panic(ErrMissing) }
func HashMany(n int, buf []byte, offs, lens []int64, out [][32]byte) { panic(ErrMissing) }

// features returns 0: this build has no dispatcher.
func features() int { return 0 }
