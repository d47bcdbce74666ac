/* tt-aot: the command line. Parsing checks syntax only; the files named are
 * read and checked by spec.c and link.c. */
#ifndef TT_AOT_OPTIONS_H
#define TT_AOT_OPTIONS_H

#include <stdio.h>

#include "error.h"

typedef enum {
  MODE_LAUNCHER,     /* one compiled kernel -> its launcher .c/.h */
  MODE_LINK,         /* launcher headers -> a dispatcher .c/.h */
  MODE_HELP
} Mode;

typedef struct {
  Mode mode;
  const char *kernel_path;   /* MODE_LAUNCHER: the .cubin (or .ptx) */
  const char *json_path;     /* NULL: <kernel>.json beside it */
  const char *signature;     /* NULL: the metadata's "args" */
  const char *out_name;      /* NULL: the metadata's "name" */
  long num_stages;           /* names the variant, as in compile.py */
  const char *out_path;      /* -o; NULL: the default */
  const char **inputs;       /* the files named: the kernel, or the headers */
  int ninputs;
} Options;

int options_parse(int argc, char **argv, Options *o, TtErr *e);
void options_free(Options *o);
void options_usage(FILE *f);

#endif
