module github.com/vilyacrypto/vilya/internal/cpu/_asm

go 1.26.0

require github.com/mmcloughlin/avo v0.6.0

require (
	golang.org/x/mod v0.23.0 // indirect
	golang.org/x/sync v0.11.0 // indirect
)

// avo v0.6.0 asks for golang.org/x/tools v0.16.1, which no longer compiles
// with this Go; a newer x/tools is selected instead.
require golang.org/x/tools v0.30.0 // indirect
