/* tt-aot: SHA-256 (FIPS 180-4), for the short hash in launcher names that
 * Triton's compile.py derives from the signature. */
#ifndef TT_AOT_SHA256_H
#define TT_AOT_SHA256_H

#include <stddef.h>

/* Writes the digest of data as 64 lowercase hex digits and a NUL. */
void sha256_hex(const void *data, size_t n, char out[65]);

#endif
