//go:build !purego

package cpu

import "golang.org/x/sys/cpu"

func init() {
	ASIMD = cpu.ARM64.HasASIMD
}
