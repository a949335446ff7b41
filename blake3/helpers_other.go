//go:build !linux

package blake3

import "time"

// handToSleeper reports false: helpers sleep in the kernel only on Linux.
func handToSleeper(func()) bool { return false }

// sleepCold waits for work as the warm stage does, for d.
func sleepCold(d time.Duration) func() { return waitWarm(d) }
