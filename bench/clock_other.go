//go:build !linux

package main

import "time"

const cpuClockName = "wall clock (no process CPU clock on this OS)"

var epoch = time.Now()

func cpuNow() int64 { return int64(time.Since(epoch)) }
