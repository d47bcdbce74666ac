#define _POSIX_C_SOURCE 200809L
#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int tt_fail(TtErr *e, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->msg, sizeof e->msg, fmt, ap);
  va_end(ap);
  return -1;
}

int tt_err_prefix(TtErr *e, const char *fmt, ...) {
  char head[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(head, sizeof head, fmt, ap);
  va_end(ap);
  /* Shift the old message right to make room; truncate at the end. */
  size_t h = strlen(head), cap = sizeof e->msg - 1;
  size_t old = strnlen(e->msg, cap);
  if (h + 2 > cap)
    h = cap - 2;
  if (old > cap - h - 2)
    old = cap - h - 2;
  memmove(e->msg + h + 2, e->msg, old);
  memcpy(e->msg, head, h);
  memcpy(e->msg + h, ": ", 2);
  e->msg[h + 2 + old] = '\0';
  return -1;
}
