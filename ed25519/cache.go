package ed25519

import (
	"hash/maphash"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/vilyacrypto/vilya/ed25519/internal/prep"
)

// A KeyCache remembers decoded public keys, so that a signer that recurs is
// decoded once. It is bounded: it holds at most Capacity keys, evicting
// with the CLOCK (second-chance) policy. Its memory grows with use: the
// entries and the index start small and double as keys arrive, up to the
// bound given to NewKeyCache, and a full cache never allocates again.
// Keys that fail to decode are cached too (as invalid). The index hashes
// keys with a per-cache random seed (hash/maphash), so chosen keys cannot
// be aimed at one probe chain.
//
// A KeyCache is safe for concurrent use. A hit copies the decoded key out
// under a read lock; decoding on a miss happens outside any lock.
type KeyCache struct {
	mu      sync.RWMutex
	index   []int32 // open addressing, linear probing: entry index + 1, or 0 when empty
	seed    maphash.Seed
	entries []cacheEntry // len(entries) grows by doubling up to capacity
	hand    int          // next CLOCK victim candidate
	used    int          // entries[:used] hold keys
	// capacity is the most keys the cache holds, fixed by NewKeyCache.
	capacity int

	hits, misses, evictions atomic.Uint64
}

type cacheEntry struct {
	key keyCore
	ref atomic.Bool // referenced since the hand last passed
}

// CacheEntryBytes is the memory one KeyCache entry accounts for: the
// decoded key and its bookkeeping, plus 16 bytes for its share of the
// index (a power-of-two table of 4-byte slots, at most four per entry).
// It is 224 bytes on 64-bit platforms and 216 on 32-bit ones.
const CacheEntryBytes = 216 + 8*int(^uintptr(0)>>63)

// CacheEntryBytes must be the size the cache accounts for; these two
// constants do not compile (a negative uint constant) unless it is.
const (
	_ = uint(CacheEntryBytes - (int(unsafe.Sizeof(cacheEntry{})) + 16))
	_ = uint((int(unsafe.Sizeof(cacheEntry{})) + 16) - CacheEntryBytes)
)

// CacheStats is a snapshot of a KeyCache's counters.
type CacheStats struct {
	Hits      uint64 // verifications that found their key
	Misses    uint64 // verifications that had to decode their key
	Evictions uint64 // keys dropped to make room
	Entries   int    // keys held now
	Capacity  int    // the most keys it will hold
	Bytes     int    // Capacity * CacheEntryBytes, the memory cap in use
}

// NewKeyCache returns a cache whose entries and index take at most
// maxBytes bytes: it holds maxBytes / CacheEntryBytes keys (CacheEntryBytes
// is 224 bytes on 64-bit platforms), and at most 1<<28. It allocates
// nothing up front beyond a header of about 100 bytes: its entries and
// index grow by doubling as keys arrive, never past maxBytes plus the
// allocator's rounding of its two arrays (less than one 8 KiB page each;
// the arrays a growth replaces are left to the garbage collector; the
// package's tests measure it). A maxBytes too small for one entry gives a
// cache that holds nothing and decodes every key (still correct).
func NewKeyCache(maxBytes int) *KeyCache {
	n := 0
	if maxBytes > 0 {
		n = maxBytes / CacheEntryBytes
	}
	return &KeyCache{seed: maphash.MakeSeed(), capacity: min(n, 1<<28)}
}

// minCacheEntries is the first allocation of a cache's entries.
const minCacheEntries = 16

// grow doubles the entries (up to the capacity) and rebuilds the index for
// them. The caller holds c.mu for writing and c.used == len(c.entries) <
// c.capacity.
func (c *KeyCache) grow() {
	n := min(max(2*len(c.entries), minCacheEntries), c.capacity)
	entries := make([]cacheEntry, n)
	for i := range c.used {
		entries[i].key = c.entries[i].key
		entries[i].ref.Store(c.entries[i].ref.Load())
	}
	c.entries = entries
	c.index = make([]int32, 1<<bits.Len(uint(2*n-1))) // >= 2n slots, load <= 1/2
	for i := range c.used {
		slot, _ := c.find(&c.entries[i].key.bytes)
		c.index[slot] = int32(i + 1)
	}
}

// find returns the index slot holding pub, or the empty slot where it
// would go, and whether it was found. The table is at most half full, so
// the probe always ends.
func (c *KeyCache) find(pub *[PublicKeySize]byte) (slot int, found bool) {
	mask := len(c.index) - 1
	i := int(maphash.Bytes(c.seed, pub[:])) & mask
	for {
		e := c.index[i]
		if e == 0 {
			return i, false
		}
		if c.entries[e-1].key.bytes == *pub {
			return i, true
		}
		i = (i + 1) & mask
	}
}

// remove empties index slot i and shifts back the entries after it that
// would otherwise become unreachable (deletion without tombstones).
func (c *KeyCache) remove(i int) {
	mask := len(c.index) - 1
	c.index[i] = 0
	for j := (i + 1) & mask; c.index[j] != 0; j = (j + 1) & mask {
		e := c.index[j]
		home := int(maphash.Bytes(c.seed, c.entries[e-1].key.bytes[:])) & mask
		// Move e into the hole at i if its home is not cyclically in (i, j].
		if (j > i && (home <= i || home > j)) || (j < i && home <= i && home > j) {
			c.index[i], c.index[j] = e, 0
			i = j
		}
	}
}

// Stats returns a snapshot of the cache's counters; all zero for a nil c.
func (c *KeyCache) Stats() CacheStats {
	if c == nil {
		return CacheStats{}
	}
	c.mu.RLock()
	used := c.used
	c.mu.RUnlock()
	return CacheStats{
		Hits:      c.hits.Load(),
		Misses:    c.misses.Load(),
		Evictions: c.evictions.Load(),
		Entries:   used,
		Capacity:  c.capacity,
		Bytes:     c.capacity * CacheEntryBytes,
	}
}

// lookup copies the decoded key for pub into dst, from the cache or by
// decoding it (and then inserting it). pub must be 32 bytes.
func (c *KeyCache) lookup(pub *[PublicKeySize]byte, dst *keyCore) {
	if c.capacity == 0 {
		c.misses.Add(1)
		dst.set(pub[:])
		return
	}
	c.mu.RLock()
	if len(c.index) == 0 {
		// Nothing held yet: miss.
	} else if i, ok := c.find(pub); ok {
		e := &c.entries[c.index[i]-1]
		*dst = e.key
		e.ref.Store(true)
		c.mu.RUnlock()
		c.hits.Add(1)
		return
	}
	c.mu.RUnlock()
	c.misses.Add(1)
	dst.set(pub[:]) // an invalid key is cached as invalid
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.index) > 0 {
		if _, ok := c.find(pub); ok {
			return // another goroutine inserted it meanwhile
		}
	}
	if c.used == len(c.entries) && c.used < c.capacity {
		c.grow()
	}
	var victim int
	if c.used < len(c.entries) {
		victim = c.used
		c.used++
	} else {
		// CLOCK: skip (and clear) referenced entries.
		for c.entries[c.hand].ref.Load() {
			c.entries[c.hand].ref.Store(false)
			c.hand = (c.hand + 1) % len(c.entries)
		}
		victim = c.hand
		c.hand = (c.hand + 1) % len(c.entries)
		i, _ := c.find(&c.entries[victim].key.bytes)
		c.remove(i)
		c.evictions.Add(1)
	}
	c.entries[victim].key = *dst
	c.entries[victim].ref.Store(false)
	i, _ := c.find(pub)
	c.index[i] = int32(victim + 1)
}

// Verify reports whether sig is a valid signature of message by pub under
// profile p, exactly as VerifyWithProfile would, using the cache for the
// decoded key. A pub that is not 32 bytes is invalid and never cached. A
// nil c verifies nothing. It does not allocate once the cache's index has
// settled.
func (c *KeyCache) Verify(p Profile, pub, message, sig []byte) bool {
	if c == nil || len(pub) != PublicKeySize || len(sig) != SignatureSize || !p.valid() {
		return false
	}
	var k keyCore
	c.lookup((*[PublicKeySize]byte)(pub), &k)
	var items [1]prep.Item
	var verdicts [1]bool
	items[0] = prepare(p, nil, message, sig, &k)
	if !items[0].OK {
		return false
	}
	verifyItems(active.Load(), p, items[:], verdicts[:])
	return verdicts[0]
}
