//go:build !amd64 || purego

package r64

import "testing"

// forFe64Modes runs f on the portable twins, the only ones here.
func forFe64Modes(t *testing.T, f func(t *testing.T)) { f(t) }
