// Ed25519 verification by libsodium and OpenSSL 3, loaded with dlopen so
// that a machine without either library still builds the bench module and
// reports the peer as missing.

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include "shim.h"

static char errbuf[512];

static void *open_first(const char *const *names) {
	void *h = NULL;
	for (int i = 0; names[i] && !h; i++) {
		h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
	}
	return h;
}

/* libsodium */
typedef int (*sodium_init_fn)(void);
typedef int (*sodium_verify_fn)(const unsigned char *sig, const unsigned char *m,
                                unsigned long long mlen, const unsigned char *pk);
typedef const char *(*sodium_version_fn)(void);
static sodium_verify_fn sodium_verify;
static sodium_version_fn sodium_version;

const char *cv_sodium_load(void) {
	static const char *const names[] = {"libsodium.so", "libsodium.so.26", "libsodium.so.23", NULL};
	void *h = open_first(names);
	if (!h) {
		snprintf(errbuf, sizeof errbuf, "libsodium not found (apt-get install libsodium-dev): %s", dlerror());
		return errbuf;
	}
	sodium_init_fn init = (sodium_init_fn)dlsym(h, "sodium_init");
	sodium_verify = (sodium_verify_fn)dlsym(h, "crypto_sign_verify_detached");
	sodium_version = (sodium_version_fn)dlsym(h, "sodium_version_string");
	if (!init || !sodium_verify || !sodium_version) {
		snprintf(errbuf, sizeof errbuf, "libsodium lacks crypto_sign_verify_detached");
		return errbuf;
	}
	if (init() < 0) {
		snprintf(errbuf, sizeof errbuf, "sodium_init failed");
		return errbuf;
	}
	return NULL;
}

const char *cv_sodium_version(void) { return sodium_version ? sodium_version() : ""; }

int cv_sodium_verify(const unsigned char *pk, const unsigned char *m, size_t mlen, const unsigned char *sig) {
	return sodium_verify(sig, m, (unsigned long long)mlen, pk) == 0;
}

/* OpenSSL 3: EVP_DigestVerify with an EVP_PKEY_ED25519 raw public key. */
#define NID_ED25519 1087
typedef void *(*pkey_new_raw_fn)(int type, void *engine, const unsigned char *key, size_t keylen);
typedef void (*pkey_free_fn)(void *pkey);
typedef void *(*md_ctx_new_fn)(void);
typedef void (*md_ctx_free_fn)(void *ctx);
typedef int (*digest_verify_init_fn)(void *ctx, void **pctx, const void *md, void *engine, void *pkey);
typedef int (*digest_verify_fn)(void *ctx, const unsigned char *sig, size_t siglen,
                                const unsigned char *tbs, size_t tbslen);
typedef const char *(*openssl_version_fn)(int t);
static pkey_new_raw_fn pkey_new_raw;
static pkey_free_fn pkey_free;
static md_ctx_new_fn md_ctx_new;
static md_ctx_free_fn md_ctx_free;
static digest_verify_init_fn digest_verify_init;
static digest_verify_fn digest_verify;
static openssl_version_fn openssl_version;

const char *cv_openssl_load(void) {
	static const char *const names[] = {"libcrypto.so.3", "libcrypto.so", NULL};
	void *h = open_first(names);
	if (!h) {
		snprintf(errbuf, sizeof errbuf, "OpenSSL 3 libcrypto not found (apt-get install libssl-dev): %s", dlerror());
		return errbuf;
	}
	pkey_new_raw = (pkey_new_raw_fn)dlsym(h, "EVP_PKEY_new_raw_public_key");
	pkey_free = (pkey_free_fn)dlsym(h, "EVP_PKEY_free");
	md_ctx_new = (md_ctx_new_fn)dlsym(h, "EVP_MD_CTX_new");
	md_ctx_free = (md_ctx_free_fn)dlsym(h, "EVP_MD_CTX_free");
	digest_verify_init = (digest_verify_init_fn)dlsym(h, "EVP_DigestVerifyInit");
	digest_verify = (digest_verify_fn)dlsym(h, "EVP_DigestVerify");
	openssl_version = (openssl_version_fn)dlsym(h, "OpenSSL_version");
	if (!pkey_new_raw || !pkey_free || !md_ctx_new || !md_ctx_free || !digest_verify_init ||
	    !digest_verify || !openssl_version) {
		snprintf(errbuf, sizeof errbuf, "libcrypto lacks the OpenSSL 3 EVP_DigestVerify API");
		return errbuf;
	}
	return NULL;
}

const char *cv_openssl_version(void) { return openssl_version ? openssl_version(0) : ""; }

// cv_openssl_verify verifies one signature under a key decoded for this call
// only (a cold key): the cost of EVP_PKEY_new_raw_public_key is included,
// as it is for every caller that does not keep EVP_PKEY objects around.
int cv_openssl_verify(const unsigned char *pk, const unsigned char *m, size_t mlen, const unsigned char *sig) {
	void *pkey = pkey_new_raw(NID_ED25519, NULL, pk, 32);
	if (!pkey) {
		return 0;
	}
	void *ctx = md_ctx_new();
	int ok = 0;
	if (ctx && digest_verify_init(ctx, NULL, NULL, NULL, pkey) == 1) {
		ok = digest_verify(ctx, sig, 64, m, mlen) == 1;
	}
	md_ctx_free(ctx);
	pkey_free(pkey);
	return ok;
}
