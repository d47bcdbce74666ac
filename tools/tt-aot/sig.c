#define _POSIX_C_SOURCE 200809L
#include "sig.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sig_free(Signature *s) {
  for (int i = 0; i < s->count; i++) {
    free(s->entries[i].text);
    free(s->entries[i].name);
  }
  free(s->entries);
  s->entries = NULL;
  s->count = 0;
}

int sig_is_passed(const SigEntry *x) {
  return x->kind == SIG_DESC || (x->kind == SIG_VALUE && x->hint != 1);
}

int sig_is_argument(const SigEntry *x) { return x->kind != SIG_CONSTEXPR; }

const char *sig_c_type(const SigEntry *x) {
  if (x->kind == SIG_DESC)
    return "TtTensorDescriptor";
  if (x->is_pointer)
    return "CUdeviceptr";
  switch (x->dtype) {
  case TT_BF16: case TT_F16: case TT_F32: return "float";
  case TT_F64: return "double";
  case TT_I1: case TT_I8: return "int8_t";
  case TT_I16: return "int16_t";
  case TT_I32: return "int32_t";
  case TT_I64: return "int64_t";
  case TT_U8: return "uint8_t";
  case TT_U16: return "uint16_t";
  case TT_U32: return "uint32_t";
  case TT_U64: return "uint64_t";
  default: return NULL;    /* fp8: refused by sig_parse */
  }
}

int sig_is_identifier(const char *s) {
  if (!s || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return 0;
  for (; *s; s++)
    if (!isalnum((unsigned char)*s) && *s != '_')
      return 0;
  return 1;
}

/* ---- one entry ----------------------------------------------------------- */

static int entry_fail(TtErr *e, const char *what, int i, const char *text,
                      const char *fmt, const char *detail) {
  char why[512];
  snprintf(why, sizeof why, fmt, detail);
  return tt_fail(e, "%s: entry %d ('%s'): %s", what, i, text, why);
}

/* Triton's spelling of a type, optionally behind '*' (and Triton's 'k' for
 * a const pointer). */
static int parse_type(const char *text, size_t len, int *is_pointer,
                      TtDType *dtype) {
  *is_pointer = len > 0 && text[0] == '*';
  if (*is_pointer) {
    text++;
    len--;
    if (len > 0 && text[0] == 'k') {
      text++;
      len--;
    }
  }
  return len == 0 ? -1 : tt_dtype_parse(text, len, dtype);
}

/* The constexpr values compile.py and tt-front accept: numbers, booleans,
 * None, quoted strings, dtypes (constexpr:fp16, tl.float16). */
static int is_constexpr_value(const char *t) {
  static const char *const words[] = {"True", "true", "False", "false",
                                      "None"};
  size_t n = strlen(t);
  char *end;
  for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
    if (!strcmp(t, words[k]))
      return 1;
  if (n >= 2 && (t[0] == '\'' || t[0] == '"') && t[n - 1] == t[0])
    return 1;
  if (!strncmp(t, "constexpr:", 10) || !strncmp(t, "tl.", 3) ||
      !strncmp(t, "triton.language.", 16))
    return n > 3 && t[n - 1] != '.' && t[n - 1] != ':';
  errno = 0;
  (void)strtoll(t, &end, 0);
  if (*end == '\0' && errno == 0)
    return 1;
  (void)strtod(t, &end);
  return *end == '\0';
}

/* tensordesc<DTYPE[D0, D1, ...]> */
static int parse_desc(const char *what, int i, SigEntry *x, TtErr *e) {
  const char *t = x->text, *p = t + strlen("tensordesc<");
  const char *open = strchr(p, '['), *close = open ? strchr(open, ']') : NULL;
  int is_pointer;
  if (!open || !close || strcmp(close, "]>") != 0)
    return entry_fail(e, what, i, t, "expected %s",
                      "tensordesc<DTYPE[D0, D1, ...]> (a hint does not apply "
                      "to a descriptor)");
  size_t n = (size_t)(open - p);
  while (n > 0 && p[n - 1] == ' ')
    n--;
  if (parse_type(p, n, &is_pointer, &x->dtype) || is_pointer)
    return entry_fail(e, what, i, t, "unknown element type (expected one of "
                      "%s)", tt_dtype_names());
  for (const char *d = open + 1; d < close; x->rank++) {
    char *end;
    errno = 0;
    long long v = strtoll(d, &end, 10);
    while (*end == ' ')
      end++;
    if (end == d || v < 1 || v > 0x7fffffff || errno ||
        (*end != ',' && end != close))
      return entry_fail(e, what, i, t, "%s", "the block shape must be a list "
                        "of positive integers");
    if (x->rank == SIG_MAX_RANK)
      return entry_fail(e, what, i, t, "%s", "a tensor descriptor has 1 to 5 "
                        "dimensions");
    x->block[x->rank] = v;
    d = end + (*end == ',');
  }
  if (x->rank == 0)
    return entry_fail(e, what, i, t, "%s", "the block shape is empty");
  x->kind = SIG_DESC;
  return 0;
}

static int parse_entry(const char *what, int i, SigEntry *x, TtErr *e) {
  const char *t = x->text;
  if (!t[0])
    return tt_fail(e, "%s: entry %d is empty", what, i);
  if (!strncmp(t, "tensordesc", 10))
    return parse_desc(what, i, x, e);
  size_t len = strlen(t);
  const char *colon = strrchr(t, ':');
  if (colon && strncmp(t, "constexpr:", 10) != 0 && t[0] != '\'' &&
      t[0] != '"') {
    if (strcmp(colon + 1, "16") && strcmp(colon + 1, "1"))
      return entry_fail(e, what, i, t, "the hint must be ':16' (divisible by "
                        "16) or ':1' (equal to 1)%s", "");
    x->hint = atoi(colon + 1);
    len = (size_t)(colon - t);
  }
  if (parse_type(t, len, &x->is_pointer, &x->dtype) == 0) {
    x->kind = SIG_VALUE;
    if (x->hint == 1 && (x->is_pointer || tt_dtype_is_float(x->dtype)))
      return entry_fail(e, what, i, t, "':1' (equal to 1) applies to "
                        "integers only%s", "");
    if (x->hint == 16 && !x->is_pointer && tt_dtype_is_float(x->dtype))
      return entry_fail(e, what, i, t, "':16' (divisible by 16) applies to "
                        "pointers and integers only%s", "");
    if (!sig_c_type(x))
      return entry_fail(e, what, i, t, "%s scalars cannot be passed from C "
                        "(Triton's launcher has no such type either)",
                        tt_dtype_info(x->dtype)->name);
    return 0;
  }
  if (t[0] == '*')
    return entry_fail(e, what, i, t, "unknown pointee type (expected one of "
                      "%s)", tt_dtype_names());
  if (x->hint)
    return entry_fail(e, what, i, t, "a hint applies to a typed entry (*T or "
                      "T with T one of %s)", tt_dtype_names());
  if (!is_constexpr_value(t))
    return entry_fail(e, what, i, t, "neither a type (*T or T with T one of "
                      "%s) nor a constexpr value", tt_dtype_names());
  x->kind = SIG_CONSTEXPR;
  return 0;
}

/* ---- the whole signature ------------------------------------------------- */

/* Splits at the commas outside [...] and tensordesc<...>; trims spaces. */
static int split(const char *text, Signature *s, TtErr *e) {
  size_t cap = 1;
  for (const char *p = text; *p; p++)
    cap += *p == ',';
  s->entries = calloc(cap, sizeof *s->entries);
  if (!s->entries)
    return tt_fail(e, "out of memory");
  const char *start = text;
  int square = 0, angle = 0;
  for (const char *p = text;; p++) {
    if (*p == '[')
      square++;
    else if (*p == ']' && square > 0)
      square--;
    else if (*p == '<' && p - start >= 10 && !strncmp(p - 10, "tensordesc", 10))
      angle++;
    else if (*p == '>' && angle > 0)
      angle--;
    if (*p && (*p != ',' || square || angle))
      continue;
    const char *b = start, *end = p;
    while (b < end && isspace((unsigned char)*b))
      b++;
    while (end > b && isspace((unsigned char)end[-1]))
      end--;
    SigEntry *x = &s->entries[s->count++];
    x->text = strndup(b, (size_t)(end - b));
    if (!x->text)
      return tt_fail(e, "out of memory");
    if (!*p)
      return 0;
    start = p + 1;
  }
}

int sig_parse(const char *text, const char *what, Signature *s, TtErr *e) {
  memset(s, 0, sizeof *s);
  if (split(text, s, e))
    return -1;
  if (s->count == 1 && !s->entries[0].text[0]) {
    sig_free(s);              /* a kernel without parameters */
    return 0;
  }
  for (int i = 0; i < s->count; i++)
    if (parse_entry(what, i, &s->entries[i], e))
      return -1;
  return 0;
}

char *sig_join(const Signature *s) {
  size_t n = 1;
  for (int i = 0; i < s->count; i++)
    n += strlen(s->entries[i].text) + 1;
  char *out = malloc(n), *p = out;
  if (!out)
    return NULL;
  *p = '\0';
  for (int i = 0; i < s->count; i++)
    p += sprintf(p, "%s%s", i ? "," : "", s->entries[i].text);
  return out;
}

/* ---- C names -------------------------------------------------------------- */

/* C11's keywords, and the names the generated functions use themselves. */
static const char *const kReserved[] = {
    "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short",
    "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
    "unsigned", "void", "volatile", "while", "_Alignas", "_Alignof",
    "_Atomic", "_Bool", "_Complex", "_Generic", "_Imaginary", "_Noreturn",
    "_Static_assert", "_Thread_local",
    "stream", "gx", "gy", "gz", "algo_id", "err", "freed", "params",
    "programs", "global_scratch", "profile_scratch", "tensor_maps",
    "desc_shapes", "desc_strides", "scalar_bits", "module", "function",
    "image", "encode_tensor_map", "f16_bits", "bf16_bits", "memcpy"};

static int is_taken(const char *name, char **names, int upto) {
  for (size_t k = 0; k < sizeof kReserved / sizeof kReserved[0]; k++)
    if (!strcmp(name, kReserved[k]))
      return 1;
  for (int k = 0; k < upto; k++)
    if (names[k] && !strcmp(name, names[k]))
      return 1;
  return 0;
}

void sig_free_names(char **names, int count) {
  for (int i = 0; names && i < count; i++)
    free(names[i]);
  free(names);
}

int sig_c_names(const Signature *s, char ***out, TtErr *e) {
  char **names = calloc(s->count ? (size_t)s->count : 1, sizeof *names);
  if (!names)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < s->count; i++) {
    const SigEntry *x = &s->entries[i];
    if (!sig_is_argument(x))
      continue;
    char base[300];
    if (x->name && sig_is_identifier(x->name) && strlen(x->name) < 200)
      snprintf(base, sizeof base, "%s", x->name);
    else
      snprintf(base, sizeof base, "arg%d", i);
    while (is_taken(base, names, i) && strlen(base) < sizeof base - 1)
      strcat(base, "_");
    names[i] = strdup(base);
    if (!names[i]) {
      sig_free_names(names, s->count);
      return tt_fail(e, "out of memory");
    }
  }
  *out = names;
  return 0;
}
