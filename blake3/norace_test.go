//go:build !race

package blake3

const raceEnabled = false
