package blake3

const (
	// Size is the length in bytes of a default BLAKE3 digest.
	Size = 32
	// BlockSize is the length in bytes of a BLAKE3 compression block.
	BlockSize = 64
	// KeySize is the length in bytes of a keyed-hash key.
	KeySize = 32

	// chunkLen is the length in bytes of a chunk, a leaf of the tree.
	chunkLen = 1024
)

// Domain-separation flags, ORed into the last word of the compression state.
const (
	flagChunkStart        = 1 << 0
	flagChunkEnd          = 1 << 1
	flagParent            = 1 << 2
	flagRoot              = 1 << 3
	flagKeyedHash         = 1 << 4
	flagDeriveKeyContext  = 1 << 5
	flagDeriveKeyMaterial = 1 << 6
)

// iv is BLAKE3's initial chaining value, the key of the unkeyed modes.
var iv = [8]uint32{
	0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
	0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19,
}
