#include <stddef.h>

const char *cv_sodium_load(void);
const char *cv_sodium_version(void);
int cv_sodium_verify(const unsigned char *pk, const unsigned char *m, size_t mlen, const unsigned char *sig);
const char *cv_openssl_load(void);
const char *cv_openssl_version(void);
int cv_openssl_verify(const unsigned char *pk, const unsigned char *m, size_t mlen, const unsigned char *sig);
