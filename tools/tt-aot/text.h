/* tt-aot: a growing text buffer that the generated files are written into. */
#ifndef TT_AOT_TEXT_H
#define TT_AOT_TEXT_H

#include <stddef.h>

#include "error.h"

typedef struct {
  char *data;        /* NUL-terminated; NULL until the first write */
  size_t len, cap;
  int out_of_memory; /* a write failed; text_check reports it */
} Text;

/* Appends formatted text. */
void text_printf(Text *t, const char *fmt, ...) TT_PRINTF(2, 3);
/* Appends bytes as C initializer lines: "  0x7f, 0x45, ...". */
void text_bytes(Text *t, const unsigned char *data, size_t n);
/* -1 with a message if a write ran out of memory. */
int text_check(const Text *t, TtErr *e);
void text_free(Text *t);

#endif
