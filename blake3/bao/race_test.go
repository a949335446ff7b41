//go:build race

package bao

const raceEnabled = true
