#include "dtype.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const TtDTypeInfo kTable[TT_DTYPE_COUNT] = {
    [TT_BF16] = {"bf16", "bf16", "bfloat16", 2, TT_KIND_FLOAT, "u2", "V2"},
    [TT_F16] = {"f16", "fp16", "float16 half", 2, TT_KIND_FLOAT, "f2", NULL},
    [TT_F32] = {"f32", "fp32", "float32 float", 4, TT_KIND_FLOAT, "f4", NULL},
    [TT_F64] = {"f64", "fp64", "float64 double", 8, TT_KIND_FLOAT, "f8", NULL},
    [TT_I1] = {"i1", "i1", "bool u1", 1, TT_KIND_BOOL, "b1", NULL},
    [TT_I8] = {"i8", "i8", "int8", 1, TT_KIND_SINT, "i1", NULL},
    [TT_I16] = {"i16", "i16", "int16", 2, TT_KIND_SINT, "i2", NULL},
    [TT_I32] = {"i32", "i32", "int32", 4, TT_KIND_SINT, "i4", NULL},
    [TT_I64] = {"i64", "i64", "int64", 8, TT_KIND_SINT, "i8", NULL},
    [TT_U8] = {"u8", "u8", "uint8", 1, TT_KIND_UINT, "u1", NULL},
    [TT_U16] = {"u16", "u16", "uint16", 2, TT_KIND_UINT, "u2", NULL},
    [TT_U32] = {"u32", "u32", "uint32", 4, TT_KIND_UINT, "u4", NULL},
    [TT_U64] = {"u64", "u64", "uint64", 8, TT_KIND_UINT, "u8", NULL},
    [TT_FP8E4M3] = {"fp8e4m3", "fp8e4nv", "e4m3 f8e4m3 f8e4m3fn", 1,
                    TT_KIND_FLOAT, "u1", "V1"},
    [TT_FP8E5M2] = {"fp8e5m2", "fp8e5", "e5m2 f8e5m2", 1, TT_KIND_FLOAT, "u1",
                    "V1"},
};

const TtDTypeInfo *tt_dtype_info(TtDType t) { return &kTable[t]; }

const char *tt_dtype_names(void) {
  return "bf16 f16 f32 f64 i1 i8 i16 i32 i64 u8 u16 u32 u64 fp8e4m3 fp8e5m2 "
         "(or Triton's fp16/fp32/fp64/fp8e4nv/fp8e5)";
}

int tt_dtype_is_float(TtDType t) { return kTable[t].kind == TT_KIND_FLOAT; }

static int word_in_list(const char *list, const char *w, size_t len) {
  const char *p = list;
  while (*p) {
    size_t n = strcspn(p, " ");
    if (n == len && strncmp(p, w, len) == 0)
      return 1;
    p += n;
    while (*p == ' ')
      p++;
  }
  return 0;
}

int tt_dtype_parse(const char *name, size_t len, TtDType *out) {
  for (int i = 0; i < TT_DTYPE_COUNT; i++) {
    const TtDTypeInfo *d = &kTable[i];
    if ((strlen(d->name) == len && strncmp(d->name, name, len) == 0) ||
        (strlen(d->triton) == len && strncmp(d->triton, name, len) == 0) ||
        word_in_list(d->aliases, name, len)) {
      *out = (TtDType)i;
      return 0;
    }
  }
  return -1;
}

/* ---- half, bfloat16 and fp8 encodings ---------------------------------- */

static uint32_t f32_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static float bits_f32(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* Round to nearest even, as the GPU's cvt.rn.f16.f32 does. */
static uint16_t f32_to_f16(float f) {
  uint32_t x = f32_bits(f);
  uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
  uint32_t a = x & 0x7fffffffu;
  if (a > 0x7f800000u)
    return sign | 0x7e00;                 /* NaN stays a (quiet) NaN */
  if (a >= 0x477ff000u)
    return sign | 0x7c00;                 /* >= 65520 rounds to inf */
  if (a < 0x38800000u)                    /* below 2^-14: subnormal half */
    return sign | (uint16_t)lrintf(bits_f32(a) * 16777216.0f);
  uint32_t h = ((a >> 23) - 112) << 10 | ((a >> 13) & 0x3ff);
  uint32_t rest = a & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    h++;
  return sign | (uint16_t)h;
}

static float f16_to_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  if (exp == 0) {
    float v = ldexpf((float)mant, -24);
    return sign ? -v : v;
  }
  if (exp == 31)
    return bits_f32(sign | 0x7f800000u | (mant << 13));
  return bits_f32(sign | ((exp + 112) << 23) | (mant << 13));
}

static uint16_t f32_to_bf16(float f) {
  uint32_t x = f32_bits(f);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (uint16_t)((x >> 16) | 0x40);
  return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1)) >> 16);
}

static float bf16_to_f32(uint16_t b) { return bits_f32((uint32_t)b << 16); }

/* fp8 formats: e4m3 is the "fn" variant (no inf, 0x7f is NaN, max 448);
 * e5m2 is IEEE-like (max 57344, inf and NaN). */
static double fp8_decode(TtDType t, uint8_t c) {
  int e4 = t == TT_FP8E4M3;
  int mbits = e4 ? 3 : 2, bias = e4 ? 7 : 15;
  int exp = (c & 0x7f) >> mbits, mant = c & ((1 << mbits) - 1);
  double s = (c & 0x80) ? -1.0 : 1.0;
  if (e4 && (c & 0x7f) == 0x7f)
    return NAN;
  if (!e4 && exp == 31)
    return mant ? NAN : s * INFINITY;
  if (exp == 0)
    return s * ldexp(mant, 1 - bias - mbits);
  return s * ldexp((1 << mbits) + mant, exp - bias - mbits);
}

/* Positive codes are monotonic in value, so binary search the nearest one;
 * ties go to the even code. Overflow follows torch's casts: e4m3 -> NaN,
 * e5m2 -> inf. */
static uint8_t fp8_encode(TtDType t, double v) {
  int e4 = t == TT_FP8E4M3;
  uint8_t sign = signbit(v) ? 0x80 : 0;
  double a = fabs(v);
  if (isnan(v))
    return 0x7f;
  if (e4 ? a > 464.0 : a >= 61440.0)
    return sign | (e4 ? 0x7f : 0x7c);
  int lo = 0, hi = e4 ? 0x7e : 0x7b;      /* largest finite code */
  while (lo < hi) {                       /* largest code with value <= a */
    int mid = (lo + hi + 1) / 2;
    if (fp8_decode(t, (uint8_t)mid) <= a)
      lo = mid;
    else
      hi = mid - 1;
  }
  int best = lo;
  int max = e4 ? 0x7e : 0x7b;
  if (lo < max) {
    double below = a - fp8_decode(t, (uint8_t)lo);
    double above = fp8_decode(t, (uint8_t)(lo + 1)) - a;
    if (above < below || (above == below && ((lo + 1) & 1) == 0))
      best = lo + 1;
  }
  return sign | (uint8_t)best;
}

/* ---- stores and loads -------------------------------------------------- */

static void store_uint(size_t size, void *dst, uint64_t u) {
  switch (size) {
  case 1: { uint8_t v = (uint8_t)u; memcpy(dst, &v, 1); break; }
  case 2: { uint16_t v = (uint16_t)u; memcpy(dst, &v, 2); break; }
  case 4: { uint32_t v = (uint32_t)u; memcpy(dst, &v, 4); break; }
  default: memcpy(dst, &u, 8); break;
  }
}

static uint64_t load_uint(size_t size, const void *src) {
  switch (size) {
  case 1: { uint8_t v; memcpy(&v, src, 1); return v; }
  case 2: { uint16_t v; memcpy(&v, src, 2); return v; }
  case 4: { uint32_t v; memcpy(&v, src, 4); return v; }
  default: { uint64_t v; memcpy(&v, src, 8); return v; }
  }
}

void tt_store_double(TtDType t, void *dst, double v) {
  switch (t) {
  case TT_F64: memcpy(dst, &v, 8); return;
  case TT_F32: { float f = (float)v; memcpy(dst, &f, 4); return; }
  case TT_F16: store_uint(2, dst, f32_to_f16((float)v)); return;
  case TT_BF16: store_uint(2, dst, f32_to_bf16((float)v)); return;
  case TT_FP8E4M3:
  case TT_FP8E5M2: store_uint(1, dst, fp8_encode(t, v)); return;
  case TT_I1: store_uint(1, dst, v != 0.0); return;
  default:
    /* Integers: truncate toward zero; callers pass in-range values. */
    tt_store_int(t, dst, (int64_t)v);
    return;
  }
}

void tt_store_int(TtDType t, void *dst, int64_t v) {
  if (kTable[t].kind == TT_KIND_FLOAT)
    tt_store_double(t, dst, (double)v);
  else if (t == TT_I1)
    store_uint(1, dst, v != 0);
  else
    store_uint(kTable[t].size, dst, (uint64_t)v);
}

int64_t tt_load_int(TtDType t, const void *src) {
  uint64_t u = load_uint(kTable[t].size, src);
  if (kTable[t].kind == TT_KIND_SINT) {
    int shift = 64 - 8 * (int)kTable[t].size;   /* sign-extend */
    return (int64_t)(u << shift) >> shift;
  }
  return (int64_t)u;
}

double tt_load_double(TtDType t, const void *src) {
  switch (t) {
  case TT_F64: { double d; memcpy(&d, src, 8); return d; }
  case TT_F32: { float f; memcpy(&f, src, 4); return f; }
  case TT_F16: return f16_to_f32((uint16_t)load_uint(2, src));
  case TT_BF16: return bf16_to_f32((uint16_t)load_uint(2, src));
  case TT_FP8E4M3:
  case TT_FP8E5M2: return fp8_decode(t, (uint8_t)load_uint(1, src));
  case TT_U64: return (double)load_uint(8, src);
  default: return (double)tt_load_int(t, src);
  }
}

void tt_store_nan(TtDType t, void *dst) { tt_store_double(t, dst, NAN); }

void tt_format_value(TtDType t, const void *src, char *buf, size_t n) {
  if (kTable[t].kind == TT_KIND_FLOAT)
    snprintf(buf, n, t == TT_F64 ? "%.17g" : "%.8g", tt_load_double(t, src));
  else if (t == TT_U64)
    snprintf(buf, n, "%llu", (unsigned long long)load_uint(8, src));
  else
    snprintf(buf, n, "%lld", (long long)tt_load_int(t, src));
}

/* ---- parsing values ---------------------------------------------------- */

static double float_max(TtDType t) {
  switch (t) {
  case TT_F16: return 65504.0;
  case TT_BF16: return 3.3895313892515355e38;
  case TT_F32: return 3.4028234663852886e38;
  case TT_FP8E4M3: return 448.0;
  case TT_FP8E5M2: return 57344.0;
  default: return INFINITY;
  }
}

static int parse_float(TtDType t, const char *text, void *dst, TtErr *e) {
  char *end;
  errno = 0;
  double v = strtod(text, &end);
  if (end == text || *end != '\0')
    return tt_fail(e, "'%s' is not a number (expected a %s value)", text,
                   kTable[t].name);
  if (isfinite(v) && fabs(v) > float_max(t))
    return tt_fail(e, "%s is out of range for %s (largest finite value %g)",
                   text, kTable[t].name, float_max(t));
  if (t == TT_FP8E4M3 && isinf(v))
    return tt_fail(e, "fp8e4m3 has no infinity");
  tt_store_double(t, dst, v);
  return 0;
}

static int parse_integer(TtDType t, const char *text, void *dst, TtErr *e) {
  const TtDTypeInfo *d = &kTable[t];
  if (t == TT_I1 && (!strcmp(text, "true") || !strcmp(text, "false"))) {
    store_uint(1, dst, text[0] == 't');
    return 0;
  }
  const char *digits = text[0] == '-' || text[0] == '+' ? text + 1 : text;
  int base = (digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
                 ? 16 : 10;
  char *end;
  errno = 0;
  if (d->kind == TT_KIND_UINT) {
    if (text[0] == '-')
      return tt_fail(e, "%s cannot be negative (type %s)", text, d->name);
    unsigned long long u = strtoull(text, &end, base);
    if (end == text || *end != '\0')
      return tt_fail(e, "'%s' is not an integer (expected a %s value)", text,
                     d->name);
    if (errno == ERANGE || (d->size < 8 && u >> (8 * d->size)))
      return tt_fail(e, "%s does not fit in %s", text, d->name);
    store_uint(d->size, dst, u);
    return 0;
  }
  long long v = strtoll(text, &end, base);
  if (end == text || *end != '\0')
    return tt_fail(e, "'%s' is not an integer (expected a %s value)", text,
                   d->name);
  long long lo = t == TT_I1 ? 0 : d->size == 8 ? INT64_MIN
                                               : -(1LL << (8 * d->size - 1));
  long long hi = t == TT_I1 ? 1 : d->size == 8 ? INT64_MAX
                                               : (1LL << (8 * d->size - 1)) - 1;
  if (errno == ERANGE || v < lo || v > hi)
    return tt_fail(e, "%s does not fit in %s (range %lld..%lld)", text,
                   d->name, lo, hi);
  store_uint(d->size, dst, (uint64_t)v);
  return 0;
}

int tt_dtype_parse_value(TtDType t, const char *text, void *dst, TtErr *e) {
  if (kTable[t].kind == TT_KIND_FLOAT)
    return parse_float(t, text, dst, e);
  return parse_integer(t, text, dst, e);
}
