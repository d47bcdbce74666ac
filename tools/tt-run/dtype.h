/* tt-run: element types, their spellings, and conversions to and from double.
 *
 * One table describes every dtype: our short name (f32), Triton's signature
 * spelling (fp32), its size, and the .npy type string it is stored as. fp8
 * and bf16 have no numpy type, so they travel through .npy files as raw bits
 * (|u1 and <u2). */
#ifndef TT_RUN_DTYPE_H
#define TT_RUN_DTYPE_H

#include <stddef.h>
#include <stdint.h>

#include "error.h"

typedef enum {
  TT_BF16, TT_F16, TT_F32, TT_F64,
  TT_I1, TT_I8, TT_I16, TT_I32, TT_I64,
  TT_U8, TT_U16, TT_U32, TT_U64,
  TT_FP8E4M3, TT_FP8E5M2,
  TT_DTYPE_COUNT
} TtDType;

typedef enum { TT_KIND_FLOAT, TT_KIND_SINT, TT_KIND_UINT, TT_KIND_BOOL } TtKind;

typedef struct {
  const char *name;      /* our spelling, used in messages: f32 */
  const char *triton;    /* Triton signature spelling: fp32 */
  const char *aliases;   /* more accepted spellings, space separated */
  size_t size;           /* bytes per element */
  TtKind kind;
  const char *npy;       /* .npy type string written, without byte order */
  const char *npy_alt;   /* another type string accepted on read, or NULL */
} TtDTypeInfo;

const TtDTypeInfo *tt_dtype_info(TtDType t);
/* Accepts our name, Triton's, or an alias; returns -1 if unknown. */
int tt_dtype_parse(const char *name, size_t len, TtDType *out);
/* The list of accepted names, for error messages. */
const char *tt_dtype_names(void);
int tt_dtype_is_float(TtDType t);

/* Parses one value (a scalar argument or fill:V) into size(t) bytes at dst,
 * rejecting values the type cannot hold. */
int tt_dtype_parse_value(TtDType t, const char *text, void *dst, TtErr *e);

/* Stores v (rounded to nearest even for floats, wrapped for integers). */
void tt_store_double(TtDType t, void *dst, double v);
void tt_store_int(TtDType t, void *dst, int64_t v);
double tt_load_double(TtDType t, const void *src);
/* Exact integer value of an integer element (u64 above INT64_MAX wraps). */
int64_t tt_load_int(TtDType t, const void *src);
/* A quiet NaN in t's encoding (floats only). */
void tt_store_nan(TtDType t, void *dst);
/* Formats one element for --print and mismatch reports. */
void tt_format_value(TtDType t, const void *src, char *buf, size_t n);

#endif
