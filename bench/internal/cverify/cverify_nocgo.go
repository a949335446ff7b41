//go:build !cgo

// Package cverify verifies Ed25519 signatures with libsodium and OpenSSL 3
// through cgo; this build has no cgo, so both are missing.
package cverify

import "errors"

var errNoCgo = errors.New("needs cgo (CGO_ENABLED=1 and a C compiler)")

func Sodium() error                           { return errNoCgo }
func OpenSSL() error                          { return errNoCgo }
func SodiumVersion() string                   { return "" }
func OpenSSLVersion() string                  { return "" }
func SodiumVerify(pub, msg, sig []byte) bool  { panic(errNoCgo) }
func OpenSSLVerify(pub, msg, sig []byte) bool { panic(errNoCgo) }
