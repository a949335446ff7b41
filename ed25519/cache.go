package ed25519

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// A KeyCache remembers decoded public keys, so that a signer that recurs is
// decoded once. It is bounded: it holds at most Capacity keys, evicting
// with the CLOCK (second-chance) policy, and all of its memory is allocated
// by NewKeyCache, so a cache that is full recycles entries and allocates
// nothing more. Keys that fail to decode are cached too (as invalid).
//
// A KeyCache is safe for concurrent use. A hit copies the decoded key out
// under a read lock; decoding on a miss happens outside any lock.
type KeyCache struct {
	mu      sync.RWMutex
	index   map[[PublicKeySize]byte]int32
	entries []cacheEntry
	hand    int // next CLOCK victim candidate
	used    int

	hits, misses, evictions atomic.Uint64
}

type cacheEntry struct {
	key PublicKey
	ref atomic.Bool // referenced since the hand last passed
}

// CacheEntryBytes is the memory one KeyCache entry accounts for: the
// decoded key and its bookkeeping plus an allowance of 64 bytes for its
// slot in the index map.
const CacheEntryBytes = int(unsafe.Sizeof(cacheEntry{})) + 64

// CacheStats is a snapshot of a KeyCache's counters.
type CacheStats struct {
	Hits      uint64 // verifications that found their key
	Misses    uint64 // verifications that had to decode their key
	Evictions uint64 // keys dropped to make room
	Entries   int    // keys held now
	Capacity  int    // the most keys it will hold
	Bytes     int    // Capacity * CacheEntryBytes, the memory cap in use
}

// NewKeyCache returns a cache whose entries take at most maxBytes bytes:
// it holds maxBytes / CacheEntryBytes keys (about 300 bytes each). A
// maxBytes too small for one entry gives a cache that holds nothing and
// decodes every key (still correct).
func NewKeyCache(maxBytes int) *KeyCache {
	n := 0
	if maxBytes > 0 {
		n = maxBytes / CacheEntryBytes
	}
	n = min(n, 1<<30)
	return &KeyCache{
		index:   make(map[[PublicKeySize]byte]int32, n),
		entries: make([]cacheEntry, n),
	}
}

// Stats returns a snapshot of the cache's counters.
func (c *KeyCache) Stats() CacheStats {
	c.mu.RLock()
	used := c.used
	c.mu.RUnlock()
	return CacheStats{
		Hits:      c.hits.Load(),
		Misses:    c.misses.Load(),
		Evictions: c.evictions.Load(),
		Entries:   used,
		Capacity:  len(c.entries),
		Bytes:     len(c.entries) * CacheEntryBytes,
	}
}

// lookup copies the decoded key for pub into dst, from the cache or by
// decoding it (and then inserting it). pub must be 32 bytes.
func (c *KeyCache) lookup(pub *[PublicKeySize]byte, dst *PublicKey) {
	c.mu.RLock()
	if i, ok := c.index[*pub]; ok {
		e := &c.entries[i]
		*dst = e.key
		e.ref.Store(true)
		c.mu.RUnlock()
		c.hits.Add(1)
		return
	}
	c.mu.RUnlock()
	c.misses.Add(1)
	dst.set(pub[:]) // an invalid key stays cached as invalid
	if len(c.entries) == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.index[*pub]; ok {
		return // another goroutine inserted it meanwhile
	}
	var slot int
	if c.used < len(c.entries) {
		slot = c.used
		c.used++
	} else {
		for {
			e := &c.entries[c.hand]
			if !e.ref.Load() {
				break
			}
			e.ref.Store(false)
			c.hand = (c.hand + 1) % len(c.entries)
		}
		slot = c.hand
		c.hand = (c.hand + 1) % len(c.entries)
		delete(c.index, c.entries[slot].key.bytes)
		c.evictions.Add(1)
	}
	c.entries[slot].key = *dst
	c.entries[slot].ref.Store(false)
	c.index[*pub] = int32(slot)
}

// Verify reports whether sig is a valid signature of message by pub under
// profile p, exactly as VerifyWithProfile would, using the cache for the
// decoded key. A pub that is not 32 bytes is invalid and never cached. It
// does not allocate once the cache's index has settled.
func (c *KeyCache) Verify(p Profile, pub, message, sig []byte) bool {
	if len(pub) != PublicKeySize || len(sig) != SignatureSize || !p.valid() {
		return false
	}
	var k PublicKey
	c.lookup((*[PublicKeySize]byte)(pub), &k)
	return k.Verify(p, message, sig)
}
