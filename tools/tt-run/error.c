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
  char head[1024], old[sizeof e->msg];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(head, sizeof head, fmt, ap);
  va_end(ap);
  memcpy(old, e->msg, sizeof old);
  snprintf(e->msg, sizeof e->msg, "%s: %s", head, old);
  return -1;
}
