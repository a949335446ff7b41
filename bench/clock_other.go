//go:build !linux

package main

const cpuClockName = "wall clock (no thread CPU clock on this OS)"

func cpuTime(im impl, n int) (ns int64, moved bool) { return wallTime(im, n) }
