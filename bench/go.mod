module github.com/vilyacrypto/vilya/bench

go 1.26.0

require (
	github.com/hdevalence/ed25519consensus v0.2.0
	github.com/oasisprotocol/curve25519-voi v0.0.0-20230904125328-1f23a7beb09a
	github.com/vilyacrypto/vilya v0.0.0
	github.com/zeebo/blake3 v0.2.4
	golang.org/x/sys v0.50.0
	lukechampine.com/blake3 v1.4.1
)

require (
	filippo.io/edwards25519 v1.2.0 // indirect
	github.com/klauspost/cpuid/v2 v2.0.12 // indirect
	golang.org/x/crypto v0.0.0-20220321153916-2c7772ba3064 // indirect
)

replace github.com/vilyacrypto/vilya => ../
