// sum256 hashes n zero bytes r times with the official C BLAKE3 (hasher
// init, update, finalize to 32 bytes) and prints the XOR of the digests'
// first bytes: the C twin of sum256/main.go, for run.sh, with the same
// markers around the hashing and the same uncounted first call.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "blake3.h"

__attribute__((noinline)) void mark_start(void) { __asm__ volatile(""); }
__attribute__((noinline)) void mark_end(void) { __asm__ volatile(""); }

int main(int argc, char **argv) {
	if (argc < 3) {
		fprintf(stderr, "usage: sum256 n r\n");
		return 2;
	}
	size_t n = strtoull(argv[1], NULL, 10);
	long r = strtol(argv[2], NULL, 10);
	uint8_t *data = calloc(n ? n : 1, 1);
	uint8_t acc = 0, d[BLAKE3_OUT_LEN];
	for (long i = -1; i < r; i++) {
		if (i == 0) {
			mark_start();
		}
		blake3_hasher h;
		blake3_hasher_init(&h);
		blake3_hasher_update(&h, data, n);
		blake3_hasher_finalize(&h, d, BLAKE3_OUT_LEN);
		acc ^= d[0];
	}
	mark_end();
	printf("official-c %u\n", acc);
	free(data);
	return 0;
}
