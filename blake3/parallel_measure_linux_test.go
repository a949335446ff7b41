//go:build measure

package blake3

import "golang.org/x/sys/unix"

// pinToLastCPU restricts the calling thread, and with GOMAXPROCS=1 in
// effect the busy loop, to the last CPU in the process's affinity mask.
func pinToLastCPU() error {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(0, &set); err != nil {
		return err
	}
	last := -1
	for i := range 1024 {
		if set.IsSet(i) {
			last = i
		}
	}
	set.Zero()
	set.Set(last)
	return unix.SchedSetaffinity(0, &set)
}
