module github.com/vilyacrypto/vilya/blake3/_asm_arm64

go 1.26.0
