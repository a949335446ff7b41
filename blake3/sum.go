package blake3

import "unsafe"

// Sum256 returns the 32-byte BLAKE3 digest of data.
func Sum256(data []byte) [Size]byte {
	if len(data) <= chunkLen {
		return sumChunk(data, &iv, 0)
	}
	return sumTree(data, &iv, 0)
}

// Sum512 returns the first 64 bytes of the BLAKE3 extended output of data.
// Its first 32 bytes equal Sum256(data).
func Sum512(data []byte) (d [64]byte) {
	o := treeOutput(data, &iv, 0, 0)
	o.rootBlocks(d[:], 0)
	return d
}

// SumXOF fills out with the first len(out) bytes of the BLAKE3 extended
// output of data. Its first 32 bytes equal Sum256(data).
func SumXOF(out, data []byte) {
	o := treeOutput(data, &iv, 0, 0)
	o.fill(out, 0)
}

// KeyedSum256 returns the 32-byte BLAKE3 keyed hash (MAC) of data under key.
// A nil key is a programmer error: it panics.
func KeyedSum256(key *[KeySize]byte, data []byte) [Size]byte {
	checkKey(key)
	var k [8]uint32
	loadWords(k[:], key[:])
	if len(data) <= chunkLen {
		return sumChunk(data, &k, flagKeyedHash)
	}
	return sumTree(data, &k, flagKeyedHash)
}

// KeyedSumXOF fills out with the first len(out) bytes of the keyed-hash
// extended output of data under key. A nil key is a programmer error: it
// panics.
func KeyedSumXOF(out []byte, key *[KeySize]byte, data []byte) {
	checkKey(key)
	var k [8]uint32
	loadWords(k[:], key[:])
	o := treeOutput(data, &k, 0, flagKeyedHash)
	o.fill(out, 0)
}

// DeriveKey fills out with len(out) bytes of key derived from material for
// context, in BLAKE3's derive-key mode. context should be a hard-coded,
// globally unique string naming the application and purpose. To derive many
// keys for one context, a KeyDeriver hashes the context once.
func DeriveKey(out []byte, context string, material []byte) {
	k := contextKey(context)
	deriveKey(out, &k, material)
}

// A KeyDeriver derives keys for one context. It holds the hashed context, so
// each derivation costs only the hashing of the key material. It is safe for
// concurrent use.
type KeyDeriver struct {
	key [8]uint32
}

// NewKeyDeriver returns a KeyDeriver for context (see DeriveKey).
func NewKeyDeriver(context string) *KeyDeriver {
	return &KeyDeriver{key: contextKey(context)}
}

// DeriveKey fills out with len(out) bytes of key derived from material. It
// equals the package-level DeriveKey with d's context.
func (d *KeyDeriver) DeriveKey(out, material []byte) {
	deriveKey(out, &d.key, material)
}

// deriveKey fills out with the derive-key output of material under the
// context key k.
func deriveKey(out []byte, k *[8]uint32, material []byte) {
	if len(out) <= Size && len(material) <= chunkLen {
		d := sumChunk(material, k, flagDeriveKeyMaterial)
		copy(out, d[:])
		return
	}
	if len(out) <= Size {
		d := sumTree(material, k, flagDeriveKeyMaterial)
		copy(out, d[:])
		return
	}
	o := treeOutput(material, k, 0, flagDeriveKeyMaterial)
	o.fill(out, 0)
}

// sumChunkGeneric returns the 32-byte digest of a message of at most one
// chunk (1024 bytes) under key and the mode flags. It is the twin of the
// per-build sumChunk.
func sumChunkGeneric(data []byte, key *[8]uint32, flags uint32) [Size]byte {
	if len(data) <= BlockSize {
		return sumBlock(data, key, flags)
	}
	o := chunkOutput(data, key, 0, flags)
	return o.root32()
}

// sumBlock returns the 32-byte digest of a message of at most one block: one
// compression, without building the tree's node state.
func sumBlock(data []byte, key *[8]uint32, flags uint32) (d [Size]byte) {
	var block [BlockSize]byte
	fillBlock(&block, data)
	var w [16]uint32
	compress(&w, key, &block, 0, uint32(len(data)), flags|flagChunkStart|flagChunkEnd|flagRoot)
	putWords(d[:], w[:8])
	return d
}

// contextKey returns the key that derive-key mode uses for context: the
// digest of the context string in the context-hashing mode, as words.
func contextKey(context string) [8]uint32 {
	var d [Size]byte
	if len(context) <= chunkLen {
		d = sumChunk(stringBytes(context), &iv, flagDeriveKeyContext)
	} else {
		d = sumTree(stringBytes(context), &iv, flagDeriveKeyContext)
	}
	var k [8]uint32
	loadWords(k[:], d[:])
	return k
}

// stringBytes returns the bytes of s without copying; they must not be
// modified.
func stringBytes(s string) []byte {
	return unsafe.Slice(unsafe.StringData(s), len(s))
}
