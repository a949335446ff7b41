// Thin loops over the official C BLAKE3 API, so that one cgo call runs n
// operations and the cgo transition does not dominate small inputs. When
// bench/cblake3.sh has not linked the upstream source into this directory,
// every entry point reports absence instead.

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "shim.h"

#if __has_include("blake3.h")
#include "blake3.h"
#include "blake3_dispatch.inc"

int cb3_present(void) { return 1; }

// cb3_set_level restricts the dispatcher to the CPU's features up to a
// level: 0 everything the CPU has, 1 no AVX-512 (as a build with
// BLAKE3_NO_AVX512 on this CPU), 2 no AVX-512 and no AVX2. It sets the
// dispatcher's cached feature set, which every call reads.
void cb3_set_level(int level) {
	g_cpu_features = UNDEFINED;
	enum cpu_feature f = get_cpu_features();
	if (level >= 1) {
		f &= ~(AVX512F | AVX512VL);
	}
	if (level >= 2) {
		f &= ~AVX2;
	}
	g_cpu_features = f;
}

int cb3_features(void) { return (int)get_cpu_features(); }

const char *cb3_version(void) { return blake3_version(); }

void cb3_hash(size_t n, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {
	blake3_hasher h;
	for (size_t i = 0; i < n; i++) {
		blake3_hasher_init(&h);
		blake3_hasher_update(&h, in, len);
		blake3_hasher_finalize(&h, out, outlen);
	}
}

void cb3_keyed(size_t n, const uint8_t *key, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {
	blake3_hasher h;
	for (size_t i = 0; i < n; i++) {
		blake3_hasher_init_keyed(&h, key);
		blake3_hasher_update(&h, in, len);
		blake3_hasher_finalize(&h, out, outlen);
	}
}

void cb3_derive(size_t n, const char *ctx, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {
	blake3_hasher h;
	for (size_t i = 0; i < n; i++) {
		blake3_hasher_init_derive_key(&h, ctx);
		blake3_hasher_update(&h, in, len);
		blake3_hasher_finalize(&h, out, outlen);
	}
}

void cb3_xof(size_t n, const uint8_t *in, size_t len, uint64_t seek, uint8_t *out, size_t outlen) {
	blake3_hasher h;
	for (size_t i = 0; i < n; i++) {
		blake3_hasher_init(&h);
		blake3_hasher_update(&h, in, len);
		blake3_hasher_finalize_seek(&h, seek, out, outlen);
	}
}

void cb3_stream(size_t n, const uint8_t *in, size_t len, size_t w, uint8_t *out) {
	blake3_hasher h;
	for (size_t i = 0; i < n; i++) {
		blake3_hasher_init(&h);
		for (size_t off = 0; off < len; off += w) {
			size_t k = len - off < w ? len - off : w;
			blake3_hasher_update(&h, in + off, k);
		}
		blake3_hasher_finalize(&h, out, 32);
	}
}

// cb3_hash_many hashes count messages, message i being lens[i] bytes at
// buf+offs[i], into the 32 bytes at out+32*i, one at a time (the C API has
// no many-message call), n times.
void cb3_hash_many(size_t n, const uint8_t *buf, const int64_t *offs, const int64_t *lens, size_t count, uint8_t *out) {
	blake3_hasher h;
	for (size_t k = 0; k < n; k++) {
		for (size_t i = 0; i < count; i++) {
			blake3_hasher_init(&h);
			blake3_hasher_update(&h, buf + offs[i], (size_t)lens[i]);
			blake3_hasher_finalize(&h, out + 32 * i, 32);
		}
	}
}

#else

int cb3_present(void) { return 0; }
const char *cb3_version(void) { return ""; }
void cb3_set_level(int level) {}
int cb3_features(void) { return 0; }
void cb3_hash(size_t n, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {}
void cb3_keyed(size_t n, const uint8_t *key, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {}
void cb3_derive(size_t n, const char *ctx, const uint8_t *in, size_t len, uint8_t *out, size_t outlen) {}
void cb3_xof(size_t n, const uint8_t *in, size_t len, uint64_t seek, uint8_t *out, size_t outlen) {}
void cb3_stream(size_t n, const uint8_t *in, size_t len, size_t w, uint8_t *out) {}
void cb3_hash_many(size_t n, const uint8_t *buf, const int64_t *offs, const int64_t *lens, size_t count, uint8_t *out) {}

#endif
