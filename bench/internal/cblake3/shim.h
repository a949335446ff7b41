#include <stddef.h>
#include <stdint.h>

int cb3_present(void);
const char *cb3_version(void);
void cb3_set_level(int level);
int cb3_features(void);
void cb3_hash(size_t n, const uint8_t *in, size_t len, uint8_t *out, size_t outlen);
void cb3_keyed(size_t n, const uint8_t *key, const uint8_t *in, size_t len, uint8_t *out, size_t outlen);
void cb3_derive(size_t n, const char *ctx, const uint8_t *in, size_t len, uint8_t *out, size_t outlen);
void cb3_xof(size_t n, const uint8_t *in, size_t len, uint64_t seek, uint8_t *out, size_t outlen);
void cb3_stream(size_t n, const uint8_t *in, size_t len, size_t w, uint8_t *out);
void cb3_hash_many(size_t n, const uint8_t *buf, const int64_t *offs, const int64_t *lens, size_t count, uint8_t *out);
