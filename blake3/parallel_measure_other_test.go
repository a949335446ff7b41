//go:build measure && !linux

package blake3

import "errors"

func pinToLastCPU() error { return errors.New("pinning is implemented on Linux only") }
