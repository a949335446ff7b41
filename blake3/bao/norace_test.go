//go:build !race

package bao

const raceEnabled = false
