module github.com/vilyacrypto/vilya

go 1.26.0

require golang.org/x/sys v0.50.0

require filippo.io/edwards25519 v1.2.0
