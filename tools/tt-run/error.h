/* tt-run: error values.
 *
 * Every fallible function takes a TtErr * and returns 0 on success or -1 after
 * filling in the message; only main() prints it, once. Callers that know more
 * context (which --arg, which file) prepend it with tt_err_prefix. */
#ifndef TT_RUN_ERROR_H
#define TT_RUN_ERROR_H

typedef struct {
  char msg[4096];
} TtErr;

#if defined(__GNUC__)
#define TT_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define TT_PRINTF(a, b)
#endif

/* Sets the message and returns -1, so `return tt_fail(e, ...);` reads well. */
int tt_fail(TtErr *e, const char *fmt, ...) TT_PRINTF(2, 3);
/* Prepends "<context>: " to the current message; returns -1. */
int tt_err_prefix(TtErr *e, const char *fmt, ...) TT_PRINTF(2, 3);

#endif
