package blake3

import (
	"bytes"
	"io"
	"math"
	"runtime"
	"testing"
)

func TestZeroAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -cover or -race")
	}
	data := make([]byte, 1<<20+7)
	out := make([]byte, 1000)
	var key [KeySize]byte
	h := New()
	d := NewKeyDeriver("ctx")
	x := h.XOF()
	xof := NewXOF()
	rd := bytes.NewReader(data)
	batch := make([][]byte, 300)
	for i := range batch {
		batch[i] = data[i : i+i*31%9000]
	}
	digests := make([][Size]byte, len(batch))
	short := make([][]byte, 100) // one-block messages: the group kernels
	for i := range short {
		short[i] = data[i : i+i%65]
	}
	for name, f := range map[string]func(){
		"Sum256Batch":       func() { Sum256Batch(digests, batch) },
		"Sum256Batch/3":     func() { Sum256Batch(digests, batch[:3]) },
		"Sum256Batch/64B":   func() { Sum256Batch(digests, short) },
		"Sum256Batch/64Bx7": func() { Sum256Batch(digests, short[:7]) }, // partial groups
		"Sum256Batch/64Bx3": func() { Sum256Batch(digests, short[:3]) },
		"KeyedSum256Batch":  func() { KeyedSum256Batch(digests, &key, batch) },
		"DeriveKeyBatch":    func() { DeriveKeyBatch(digests, "context", batch) },
		"KeyDeriver.Batch":  func() { d.DeriveKeyBatch(digests, batch) },
		"Sum256":            func() { Sum256(data) },
		"Sum256/64":         func() { Sum256(data[:64]) },
		"Sum256/1000":       func() { Sum256(data[:1000]) },
		"Sum256/4095":       func() { Sum256(data[:4095]) }, // the partial chunk in lanes
		"Sum256/8191":       func() { Sum256(data[:8191]) },
		"Keyed/100":         func() { KeyedSum256(&key, data[:100]) },
		"Sum512":            func() { Sum512(data[:5000]) },
		"SumXOF":            func() { SumXOF(out, data[:3000]) },
		"KeyedSum256":       func() { KeyedSum256(&key, data) },
		"DeriveKey":         func() { DeriveKey(out[:32], "context", data[:100]) },
		"KeyDeriver":        func() { d.DeriveKey(out[:32], data[:100]) },
		"Write+Sum": func() {
			h.Reset()
			h.Write(data[:100])
			h.Write(data)
			h.Sum(out[:0])
			h.Sum256()
		},
		"WriteReaderAt": func() {
			h.Reset()
			h.WriteReaderAt(rd, 0, 100<<10, 1)
		},
		"XOF.Read":   func() { x.Read(out) },
		"XOF.ReadAt": func() { x.ReadAt(out, 12345) },
		"XOF.Seek":   func() { x.Seek(77, io.SeekStart) },
		"NewXOF/Write+Read+ReadAt": func() {
			xof.Reset()
			xof.Write(data[:100])
			xof.Write(data)
			xof.Read(out)
			xof.ReadAt(out, 1<<40)
		},
	} {
		if n := testing.AllocsPerRun(20, f); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, n)
		}
	}
}

// TestSharedCallAllocations checks that shared calls of WriteParallel and
// WriteReaderAt allocate nothing once a process has made a few: their
// windows are pooled, and helpers start without a closure. AllocsPerRun
// runs with GOMAXPROCS 1, where no call shares, so this counts the mallocs
// of many calls instead, after enough that the runtime's own free lists are
// full. The runtime still allocates now and then on its own (a thread, about
// six objects, or a goroutine, or a waiter's record when the caller blocks),
// so the least of three rounds counts, with one call in two allowed for it;
// 13 objects a call were made before.
func TestSharedCallAllocations(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("allocation counts are not meaningful under -cover or -race")
	}
	if runtime.NumCPU() < 2 {
		t.Skip("one CPU: no call shares")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(min(runtime.NumCPU(), 4)))
	forceShare(t)
	data := make([]byte, 3<<20+7)
	rd := bytes.NewReader(data)
	h := New()
	for name, f := range map[string]func(){
		"WriteParallel": func() {
			h.Reset()
			h.WriteParallel(data, 0)
		},
		"WriteReaderAt": func() {
			h.Reset()
			if err := h.WriteReaderAt(rd, 0, int64(len(data)), 0); err != nil {
				t.Fatal(err)
			}
		},
	} {
		for range 300 {
			f()
		}
		const calls = 100
		least := uint64(math.MaxUint64)
		for range 3 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range calls {
				f()
			}
			runtime.ReadMemStats(&after)
			least = min(least, after.Mallocs-before.Mallocs)
		}
		if least > calls/2 {
			t.Errorf("%s: %d allocations in %d shared calls (the least of three rounds), want at most %d", name, least, calls, calls/2)
		} else {
			t.Logf("%s: %d allocations in %d shared calls (the least of three rounds)", name, least, calls)
		}
	}
}
