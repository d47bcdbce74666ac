/* tt-aot: kernel signatures in Triton's compile.py syntax, one entry per
 * parameter of the Python kernel: "*fp32:16,*fp32:16,*fp32:16,i32:16,1024".
 *
 * An entry is a type the kernel takes (a pointer "*fp32" or a scalar "i32",
 * with an optional hint: ":16" divisible by 16, ":1" equal to one), a host
 * tensor descriptor ("tensordesc<fp16[128, 64]>"), or a constexpr value
 * ("1024"). Constexprs and ":1" arguments are compiled into the kernel; the
 * others are passed at launch. */
#ifndef TT_AOT_SIG_H
#define TT_AOT_SIG_H

#include <stdint.h>

#include "dtype.h"
#include "error.h"

enum { SIG_MAX_RANK = 5 };   /* a TMA descriptor has 1 to 5 dimensions */

typedef enum {
  SIG_VALUE,                 /* a pointer or a scalar */
  SIG_DESC,                  /* a host tensor descriptor */
  SIG_CONSTEXPR              /* a value compiled in */
} SigKind;

typedef struct {
  SigKind kind;
  char *text;                /* as written, spaces around it trimmed */
  char *name;                /* the parameter's name; NULL when unknown */
  int is_pointer;
  TtDType dtype;             /* the scalar, pointee or descriptor element */
  int hint;                  /* 0, 16 or 1 */
  int rank;                  /* SIG_DESC: the block's rank and shape, */
  int64_t block[SIG_MAX_RANK];  /* outermost first */
} SigEntry;

typedef struct {
  SigEntry *entries;
  int count;
} Signature;

/* Parses text; errors start with `what` ("--signature", "a.h:12"). */
int sig_parse(const char *text, const char *what, Signature *s, TtErr *e);
void sig_free(Signature *s);
/* Whether the launcher takes the entry: values without ":1", descriptors. */
int sig_is_passed(const SigEntry *x);
/* Whether a dispatcher over several specializations takes it: the passed
 * ones and the ":1" ones (which it checks). */
int sig_is_argument(const SigEntry *x);
/* The C type an argument is passed as: CUdeviceptr, int32_t, float, ... */
const char *sig_c_type(const SigEntry *x);
/* The entries joined by commas: the signature in one canonical spelling. */
char *sig_join(const Signature *s);
/* The C name of each entry: its name, or "arg<i>" when unknown, changed
 * (a '_' appended) where it would clash with a C keyword, a name the
 * generated code uses, or an earlier argument. NULL for constexprs. */
int sig_c_names(const Signature *s, char ***names, TtErr *e);
void sig_free_names(char **names, int count);
/* Whether s is a C identifier. */
int sig_is_identifier(const char *s);

#endif
