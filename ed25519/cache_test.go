package ed25519

import (
	"math"
	"runtime"
	"sync"
	"testing"
)

// TestKeyCacheMemoryCap checks that a cache's heap footprint, measured
// after filling it, stays within the maxBytes it was given.
func TestKeyCacheMemoryCap(t *testing.T) {
	pool := validPool(256)
	// A first pass through a throwaway cache builds what the process
	// builds once (lazily made tables, pooled workspaces), which a test
	// run alone or first would otherwise count as the cache's.
	warm := NewKeyCache(1 << 20)
	for _, v := range pool[:40] {
		warm.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig)
	}
	for _, maxBytes := range []int{0, 100, 64 << 10, 1 << 20} {
		// Two collections each time: the first moves sync.Pool's items
		// (the verifications' workspaces) to the victim cache, the second
		// frees them, so that only the cache's own memory counts.
		var before, after runtime.MemStats
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&before)
		c := NewKeyCache(maxBytes)
		for _, v := range pool {
			c.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig)
		}
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&after)
		used := int64(after.HeapAlloc) - int64(before.HeapAlloc)
		st := c.Stats()
		t.Logf("maxBytes %d: capacity %d, entries %d, heap growth %d bytes, stats %+v", maxBytes, st.Capacity, st.Entries, used, st)
		// The documented cap: maxBytes, plus the header and the rounding of
		// two large allocations to 8 KiB pages.
		if used > int64(maxBytes)+2*8192+512 {
			t.Errorf("maxBytes %d: heap grew by %d", maxBytes, used)
		}
		if st.Bytes > maxBytes {
			t.Errorf("maxBytes %d: Stats.Bytes %d", maxBytes, st.Bytes)
		}
		if st.Hits+st.Misses != uint64(len(pool)) {
			t.Errorf("hits+misses = %d, want %d", st.Hits+st.Misses, len(pool))
		}
		runtime.KeepAlive(c)
	}
}

// TestKeyCacheConcurrent hammers one small cache from several goroutines
// (run it with -race): every verdict must stay right while entries are
// evicted and recycled under the readers.
func TestKeyCacheConcurrent(t *testing.T) {
	pool := validPool(40)
	bad := validPool(40)
	for i := range bad {
		bad[i].Sig = append([]byte(nil), bad[i].Sig...)
		bad[i].Sig[40] ^= 4
	}
	c := NewKeyCache(8 * CacheEntryBytes)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				j := (i*7 + g*13) % len(pool)
				p := Profile(i % int(numProfiles))
				if !c.Verify(p, pool[j].Pub, pool[j].Msg, pool[j].Sig) {
					t.Errorf("valid %d rejected", j)
					return
				}
				if c.Verify(p, bad[j].Pub, bad[j].Msg, bad[j].Sig) {
					t.Errorf("invalid %d accepted", j)
					return
				}
			}
		}()
	}
	wg.Wait()
	st := c.Stats()
	if st.Evictions == 0 || st.Hits == 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestKeyCacheIndexInvariant drives a tiny cache through many insertions
// and evictions (with colliding probe chains) and checks after each that
// every held key is found at its own entry and the index holds exactly one
// slot per entry.
func TestKeyCacheIndexInvariant(t *testing.T) {
	keys := validPool(64)
	for _, capacity := range []int{1, 2, 3, 5, 8, 13, 17, 40} {
		c := NewKeyCache(capacity * CacheEntryBytes)
		var k keyCore
		for step := range 2000 {
			v := keys[(step*step+step*7)%len(keys)]
			c.lookup((*[32]byte)(v.Pub), &k)
			if step%3 == 0 {
				c.lookup((*[32]byte)(keys[step%5].Pub), &k) // keep a few referenced
			}
			n := 0
			for _, e := range c.index {
				if e != 0 {
					n++
				}
			}
			if n != c.used {
				t.Fatalf("cap %d step %d: %d index slots for %d entries", capacity, step, n, c.used)
			}
			for i := range c.used {
				slot, ok := c.find(&c.entries[i].key.bytes)
				if !ok || int(c.index[slot]) != i+1 {
					t.Fatalf("cap %d step %d: entry %d not found", capacity, step, i)
				}
			}
		}
	}
}

// TestKeyCacheGrowsWithUse checks that a cache's memory follows the keys it
// holds, not its bound: NewKeyCache(1<<62) used to allocate its whole bound
// (1<<28 entries) up front, and the process died out of memory.
func TestKeyCacheGrowsWithUse(t *testing.T) {
	pool := validPool(40)
	// A first pass through a throwaway cache builds what the process
	// builds once (lazily made tables, pooled workspaces), which a test
	// run alone or first would otherwise count as the cache's.
	warm := NewKeyCache(1 << 20)
	for _, v := range pool {
		warm.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig)
	}
	for _, maxBytes := range []int{math.MaxInt, math.MaxInt / 4, 1 << 30} { // 1<<62 on 64-bit platforms
		// Two collections each time: the first moves sync.Pool's items
		// (the verifications' workspaces) to the victim cache, the second
		// frees them, so that only the cache's own memory counts.
		var before, after runtime.MemStats
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&before)
		c := NewKeyCache(maxBytes)
		for range 2 {
			for _, v := range pool {
				if !c.Verify(StdlibCompat, v.Pub, v.Msg, v.Sig) {
					t.Fatal("valid signature rejected")
				}
			}
		}
		runtime.GC()
		runtime.GC()
		runtime.ReadMemStats(&after)
		used := int64(after.HeapAlloc) - int64(before.HeapAlloc)
		st := c.Stats()
		t.Logf("maxBytes %d: %+v, heap growth %d bytes", maxBytes, st, used)
		// 40 keys fit in 64 entries and 128 index slots.
		if limit := int64(64*CacheEntryBytes + 2*8192 + 512); used > limit {
			t.Errorf("maxBytes %d: heap grew by %d bytes for %d keys, want at most %d", maxBytes, used, st.Entries, limit)
		}
		if st.Entries != len(pool) || st.Hits != uint64(len(pool)) || st.Misses != uint64(len(pool)) || st.Evictions != 0 {
			t.Errorf("maxBytes %d: stats %+v", maxBytes, st)
		}
		if want := min(maxBytes/CacheEntryBytes, 1<<28); st.Capacity != want || st.Bytes != want*CacheEntryBytes {
			t.Errorf("maxBytes %d: capacity %d, bytes %d, want %d entries", maxBytes, st.Capacity, st.Bytes, want)
		}
		runtime.KeepAlive(c)
	}
}
