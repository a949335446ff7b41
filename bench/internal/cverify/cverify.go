//go:build cgo

// Package cverify verifies Ed25519 signatures with libsodium
// (crypto_sign_verify_detached) and OpenSSL 3 (EVP_DigestVerify with an
// EVP_PKEY_ED25519 key). Both libraries are loaded at run time with dlopen,
// so the bench module builds without them and reports them as missing.
package cverify

/*
#cgo LDFLAGS: -ldl
#include "shim.h"
*/
import "C"

import (
	"errors"
	"sync"
	"unsafe"
)

var (
	sodiumOnce, opensslOnce sync.Once
	sodiumErr, opensslErr   error
)

// Sodium returns nil when libsodium is loaded, or why it is not.
func Sodium() error {
	sodiumOnce.Do(func() {
		if e := C.cv_sodium_load(); e != nil {
			sodiumErr = errors.New(C.GoString(e))
		}
	})
	return sodiumErr
}

// OpenSSL returns nil when OpenSSL 3's libcrypto is loaded, or why it is not.
func OpenSSL() error {
	opensslOnce.Do(func() {
		if e := C.cv_openssl_load(); e != nil {
			opensslErr = errors.New(C.GoString(e))
		}
	})
	return opensslErr
}

// SodiumVersion returns libsodium's version string.
func SodiumVersion() string { return C.GoString(C.cv_sodium_version()) }

// OpenSSLVersion returns OpenSSL's version string.
func OpenSSLVersion() string { return C.GoString(C.cv_openssl_version()) }

func ptr(b []byte) *C.uchar {
	if len(b) == 0 {
		return nil
	}
	return (*C.uchar)(unsafe.Pointer(&b[0]))
}

// SodiumVerify reports whether sig is libsodium-valid for msg under pub.
// Sodium must have returned nil. Wrong lengths are invalid.
func SodiumVerify(pub, msg, sig []byte) bool {
	if len(pub) != 32 || len(sig) != 64 {
		return false
	}
	var empty [1]byte
	m := ptr(msg)
	if m == nil {
		m = (*C.uchar)(unsafe.Pointer(&empty[0]))
	}
	return C.cv_sodium_verify(ptr(pub), m, C.size_t(len(msg)), ptr(sig)) != 0
}

// OpenSSLVerify reports whether sig is OpenSSL-valid for msg under pub.
// OpenSSL must have returned nil. Wrong lengths are invalid.
func OpenSSLVerify(pub, msg, sig []byte) bool {
	if len(pub) != 32 || len(sig) != 64 {
		return false
	}
	var empty [1]byte
	m := ptr(msg)
	if m == nil {
		m = (*C.uchar)(unsafe.Pointer(&empty[0]))
	}
	return C.cv_openssl_verify(ptr(pub), m, C.size_t(len(msg)), ptr(sig)) != 0
}
