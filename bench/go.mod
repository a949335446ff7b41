module github.com/vilyacrypto/vilya/bench

go 1.26

require github.com/vilyacrypto/vilya v0.0.0

replace github.com/vilyacrypto/vilya => ../
