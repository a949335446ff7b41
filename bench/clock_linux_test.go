package main

import (
	"runtime"
	"testing"
)

// spin does CPU work for the tests: about n µs.
func spin(n int) {
	x := uint64(1)
	for range n * 300 {
		x = x*0x9e3779b97f4a7c15 + 1
	}
	sink ^= byte(x)
}

// TestCPUTimeCountsHelperGoroutines checks that work an implementation
// hands to another goroutine and waits for is charged to it, as it is when
// done inline: timing the measuring thread with the goroutine locked to it
// would charge almost nothing, since the helper must then run on another
// thread.
func TestCPUTimeCountsHelperGoroutines(t *testing.T) { checkHelperCounted(t) }

func checkHelperCounted(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	inline := impl{name: "inline", run: func(n int) { spin(n) }}
	helped := impl{name: "helped", run: func(n int) {
		done := make(chan struct{})
		go func() { spin(n); close(done) }()
		<-done
	}}
	const n = 5000
	best := func(im impl) int64 {
		var b int64
		for i := range 5 {
			d, _ := cpuTime(im, n)
			if i == 0 || d < b {
				b = d
			}
		}
		return b
	}
	a, h := best(inline), best(helped)
	t.Logf("inline %v ns, in a helper goroutine %v ns; %d padding depths span 4 KiB of stack", a, h, stackDepths)
	if r := float64(h) / float64(a); r < 0.7 || r > 1.4 {
		t.Errorf("helper goroutine's work charged %.2f times the inline work's", r)
	}
}

// TestCPUTimeCgoLock checks that a cgo implementation's run keeps the
// goroutine on one thread and leaves it unlocked afterwards.
func TestCPUTimeCgoLock(t *testing.T) {
	im := impl{name: "c", cgo: true, run: func(n int) { spin(n) }}
	for range 3 {
		if _, moved := cpuTime(im, 1000); moved {
			t.Fatal("a locked run changed threads")
		}
	}
	// Unlocked again: a goroutine left locked to this thread would make
	// the helper run elsewhere, uncounted.
	checkHelperCounted(t)
}
