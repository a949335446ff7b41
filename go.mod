module github.com/vilyacrypto/vilya

go 1.25.0

require golang.org/x/sys v0.47.0

require filippo.io/edwards25519 v1.2.0
