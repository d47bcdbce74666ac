#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static int reserve(Text *t, size_t more) {
  if (t->out_of_memory)
    return -1;
  if (t->len + more + 1 <= t->cap)
    return 0;
  size_t cap = t->cap ? t->cap : 4096;
  while (cap < t->len + more + 1)
    cap *= 2;
  char *data = realloc(t->data, cap);
  if (!data) {
    t->out_of_memory = 1;
    return -1;
  }
  t->data = data;
  t->cap = cap;
  return 0;
}

void text_printf(Text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || reserve(t, (size_t)n))
    return;
  va_start(ap, fmt);
  vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

void text_bytes(Text *t, const unsigned char *data, size_t n) {
  static const char hex[] = "0123456789abcdef";
  enum { PER_LINE = 12 };
  /* "  " + 12 * " 0xNN," per line, written directly: a cubin is large. */
  if (reserve(t, n * 6 + (n / PER_LINE + 1) * 3))
    return;
  char *p = t->data + t->len;
  for (size_t i = 0; i < n; i++) {
    if (i % PER_LINE == 0)
      *p++ = ' ';
    *p++ = ' ';
    *p++ = '0';
    *p++ = 'x';
    *p++ = hex[data[i] >> 4];
    *p++ = hex[data[i] & 15];
    *p++ = ',';
    if (i % PER_LINE == PER_LINE - 1 || i + 1 == n)
      *p++ = '\n';
  }
  *p = '\0';
  t->len = (size_t)(p - t->data);
}

int text_check(const Text *t, TtErr *e) {
  return t->out_of_memory ? tt_fail(e, "out of memory writing the output")
                          : 0;
}

void text_free(Text *t) {
  free(t->data);
  t->data = NULL;
  t->len = t->cap = 0;
  t->out_of_memory = 0;
}
