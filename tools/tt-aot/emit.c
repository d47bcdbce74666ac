#define _POSIX_C_SOURCE 200809L
#include "emit.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- lists and wrapping ---------------------------------------------------- */

int list_add(List *l, const char *fmt, ...) {
  if (l->count == l->cap) {
    int cap = l->cap ? 2 * l->cap : 16;
    char **items = realloc(l->items, sizeof *items * (size_t)cap);
    if (!items)
      return -1;
    l->items = items;
    l->cap = cap;
  }
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
  if (!s)
    return -1;
  va_start(ap, fmt);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  va_end(ap);
  l->items[l->count++] = s;
  return 0;
}

void list_free(List *l) {
  for (int i = 0; i < l->count; i++)
    free(l->items[i]);
  free(l->items);
  memset(l, 0, sizeof *l);
}

int list_launch_params(List *l, const Signature *sig, char **names,
                       int with_types, int all) {
  int rc = with_types ? list_add(l, "CUstream stream") ||
                            list_add(l, "unsigned gx") ||
                            list_add(l, "unsigned gy") ||
                            list_add(l, "unsigned gz")
                      : list_add(l, "stream") || list_add(l, "gx") ||
                            list_add(l, "gy") || list_add(l, "gz");
  for (int i = 0; !rc && i < sig->count; i++) {
    const SigEntry *x = &sig->entries[i];
    if (!(all ? sig_is_argument(x) : sig_is_passed(x)))
      continue;
    rc = with_types ? list_add(l, "%s %s", sig_c_type(x), names[i])
                    : list_add(l, "%s", names[i]);
  }
  return rc ? -1 : 0;
}

void emit_joined(Text *t, int indent, const char *head, const List *l,
                 const char *sep, const char *tail) {
  int column = indent + (int)strlen(head), seplen = (int)strlen(sep);
  text_printf(t, "%*s%s", indent, "", head);
  for (int i = 0; i < l->count; i++) {
    int last = i + 1 == l->count;
    int width = (int)strlen(l->items[i]) + (last ? (int)strlen(tail) : seplen);
    if (i > 0 && column + 1 + width > 80) {
      text_printf(t, "\n%*s", indent + 4, "");
      column = indent + 4;
    } else if (i > 0) {
      text_printf(t, " ");
      column++;
    }
    text_printf(t, "%s%s", l->items[i], last ? "" : sep);
    column += width;
  }
  text_printf(t, "%s", tail);
}

void emit_wrapped(Text *t, int indent, const char *head, const List *l,
                  const char *tail) {
  emit_joined(t, indent, head, l, ",", tail);
}

void emit_comment(Text *t, int indent, const char *text) {
  const int width = 74 - indent;
  const char *p = text;
  for (int first = 1; *p; first = 0) {
    const char *cut = NULL;
    size_t rest = strcspn(p, "\n");
    for (const char *q = p; q < p + rest && q - p <= width; q++)
      if (*q == ' ' && q > p)
        cut = q;
    size_t n = (int)rest <= width || !cut ? rest : (size_t)(cut - p);
    text_printf(t, "%*s%s%.*s", indent, "", first ? "/* " : " * ", (int)n, p);
    p += n;
    if (*p == ' ' || *p == '\n')
      p++;
    text_printf(t, "%s", *p ? "\n" : " */\n");
  }
}

void emit_guard(Text *t, const char *name, int opening) {
  char guard[512];
  size_t n = 0;
  for (const char *p = name; *p && n + 3 < sizeof guard; p++)
    guard[n++] = (char)toupper((unsigned char)*p);
  memcpy(guard + n, "_H", 3);
  if (opening)
    text_printf(t, "#ifndef %s\n#define %s\n", guard, guard);
  else
    text_printf(t, "#endif /* %s */\n", guard);
}

void emit_descriptor_type(Text *t) {
  text_printf(t,
"#ifndef TT_TENSOR_DESCRIPTOR_DEFINED\n"
"#define TT_TENSOR_DESCRIPTOR_DEFINED\n"
"/* A tensor the kernel reads or writes through a TMA descriptor, as Triton's\n"
" * TensorDescriptor: its address, and its shape and strides in elements,\n"
" * outermost first, for the kernel's rank (the rest is ignored). The\n"
" * innermost stride must be 1, the others and the address multiples of 16\n"
" * bytes. The launch encodes the CUtensorMap from it. */\n"
"typedef struct {\n"
"  CUdeviceptr base;\n"
"  int64_t shape[5];\n"
"  int64_t strides[5];\n"
"} TtTensorDescriptor;\n"
"#endif\n");
}

/* ---- the header ------------------------------------------------------------ */

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

static int has_desc(const Spec *s) { return s->ndescs > 0; }

/* "x_ptr, y_ptr and out_ptr 16-byte aligned; n a multiple of 16; sak == 1
 * (compiled in, not passed)" */
static void describe_hints(const Spec *s, char **names, char *out, size_t n) {
  static const char *const tails[3][2] = {
      {" 16-byte aligned", " 16-byte aligned"},
      {" a multiple of 16", " multiples of 16"},
      {" == 1 (compiled in, not passed)", " == 1 (compiled in, not passed)"}};
  size_t used = 0;
  out[0] = '\0';
  for (int group = 0; group < 3; group++) {
    int count = 0, total = 0;
    for (int pass = 0; pass < 2; pass++)
      for (int i = 0; i < s->sig.count; i++) {
        const SigEntry *x = &s->sig.entries[i];
        int g = x->hint == 1 ? 2 : x->hint == 16 ? !x->is_pointer : -1;
        if (g != group)
          continue;
        if (pass == 0) {
          total++;
          continue;
        }
        count++;
        used += (size_t)snprintf(out + used, used < n ? n - used : 0, "%s%s",
                                 count == 1 ? (used ? "; " : "")
                                 : count == total ? " and " : ", ",
                                 names[i]);
      }
    if (total)
      used += (size_t)snprintf(out + used, used < n ? n - used : 0, "%s",
                               tails[group][total > 1]);
  }
}

/* The lines tt-aot --link reads back (link.c). */
static void emit_link_lines(Text *t, const Spec *s) {
  text_printf(t, "/* For tt-aot --link:\n");
  text_printf(t, " * tt-aot-kernel: %s\n", s->name);
  text_printf(t, " * tt-aot-launcher: %s\n", s->launcher);
  text_printf(t, " * tt-aot-algo: %s\n", s->algo);
  char *joined = sig_join(&s->sig);
  text_printf(t, " * tt-aot-signature: %s\n", joined ? joined : "");
  free(joined);
  text_printf(t, " * tt-aot-names: ");
  for (int i = 0; i < s->sig.count; i++) {
    const char *name = s->sig.entries[i].name;
    text_printf(t, "%s%s", i ? "," : "",
                sig_is_identifier(name) ? name : "-");
  }
  text_printf(t, "\n */\n");
}

static void emit_header(Text *t, const Spec *s, char **names,
                        const List *params) {
  char *joined = sig_join(&s->sig);
  char about[4096], hints[2048];
  snprintf(about, sizeof about,
           "%s: launches the Triton kernel '%s' of %s (%s%s%s), specialized "
           "for\n  signature %s\n  num_warps %ld, num_stages %ld, %ld bytes "
           "of shared memory\nWritten by tt-aot; do not edit.",
           s->launcher, s->function, base_name(s->path),
           s->arch ? s->arch : "", s->arch ? " " : "",
           s->is_ptx ? "PTX" : "cubin", joined ? joined : "", s->num_warps,
           s->num_stages, s->shared);
  free(joined);
  emit_comment(t, 0, about);
  emit_guard(t, s->launcher, 1);
  text_printf(t, "\n#include <cuda.h>\n#include <stdint.h>\n\n");
  if (has_desc(s)) {
    emit_descriptor_type(t);
    text_printf(t, "\n");
  }
  text_printf(t,
"/* Loads the kernel into the current CUDA context (the launch does it on\n"
" * first use). */\n"
"CUresult load_%s(void);\n"
"/* Unloads it; the next launch loads it again. */\n"
"CUresult unload_%s(void);\n\n", s->launcher, s->launcher);
  describe_hints(s, names, hints, sizeof hints);
  snprintf(about, sizeof about,
           "Launches gx * gy * gz programs of %ld threads on stream (none for "
           "an empty grid) and returns the first CUDA error.%s%s%s",
           s->num_warps * 32, hints[0] ? " The arguments must meet the "
                                         "specialization: " : "",
           hints, hints[0] ? "." : "");
  emit_comment(t, 0, about);
  char head[512];
  snprintf(head, sizeof head, "CUresult %s(", s->launcher);
  emit_wrapped(t, 0, head, params, ");\n\n");
  emit_link_lines(t, s);
  text_printf(t, "\n");
  emit_guard(t, s->launcher, 0);
}

/* ---- the source ------------------------------------------------------------ */

static int uses_half_scalars(const Spec *s) {
  for (int i = 0; i < s->sig.count; i++) {
    const SigEntry *x = &s->sig.entries[i];
    if (sig_is_passed(x) && x->kind == SIG_VALUE && !x->is_pointer &&
        (x->dtype == TT_F16 || x->dtype == TT_BF16))
      return 1;
  }
  return 0;
}

static int uses_scratch(const Spec *s) {
  return s->scratch_size[0] > 0 || s->scratch_size[1] > 0;
}

static void emit_half_helpers(Text *t) {
  text_printf(t,
"/* fp16 and bf16 scalars are passed as their bits: x rounded to the nearest\n"
" * value, ties to even, as the GPU's cvt.rn does. */\n"
"static uint16_t f16_bits(float x) {\n"
"  uint32_t f;\n"
"  memcpy(&f, &x, sizeof f);\n"
"  uint16_t sign = (uint16_t)(f >> 16 & 0x8000);\n"
"  uint32_t a = f & 0x7fffffff, mant, shift;\n"
"  if (a > 0x7f800000)\n"
"    return sign | 0x7e00;     /* NaN */\n"
"  if (a >= 0x477ff000)\n"
"    return sign | 0x7c00;     /* 65520 and above: infinity */\n"
"  if (a <= 0x33000000)\n"
"    return sign;              /* 2^-25 and below: zero */\n"
"  if (a < 0x38800000) {       /* below 2^-14: a subnormal fp16 */\n"
"    mant = (a & 0x7fffff) | 0x800000;\n"
"    shift = 126 - (a >> 23);\n"
"  } else {                    /* the exponent rebiased from 127 to 15 */\n"
"    mant = a - 0x38000000;\n"
"    shift = 13;\n"
"  }\n"
"  uint32_t h = mant >> shift, rest = mant & ((1u << shift) - 1);\n"
"  uint32_t half = 1u << (shift - 1);\n"
"  if (rest > half || (rest == half && (h & 1)))\n"
"    h++;\n"
"  return (uint16_t)(sign | h);\n"
"}\n"
"\n"
"static uint16_t bf16_bits(float x) {\n"
"  uint32_t f;\n"
"  memcpy(&f, &x, sizeof f);\n"
"  if ((f & 0x7fffffff) > 0x7f800000)\n"
"    return (uint16_t)(f >> 16 | 0x40);    /* NaN, kept quiet */\n"
"  return (uint16_t)((f + 0x7fff + (f >> 16 & 1)) >> 16);\n"
"}\n\n");
}

static void emit_encode_helper(Text *t) {
  text_printf(t,
"/* Encodes the CUtensorMap of one descriptor as Triton's launcher does:\n"
" * dimensions innermost first, strides in bytes, unit element strides,\n"
" * 128-byte L2 promotion, zeros read outside the tensor. The kernel gets\n"
" * the shape as i32s: larger extents are refused. */\n"
"static CUresult encode_tensor_map(CUtensorMap *map,\n"
"                                  const TtTensorDescriptor *d,\n"
"                                  cuuint32_t rank, CUtensorMapDataType type,\n"
"                                  cuuint32_t elem_size,\n"
"                                  const cuuint32_t *box,\n"
"                                  CUtensorMapSwizzle swizzle) {\n"
"  static const cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};\n"
"  cuuint64_t dims[5], strides[4];\n"
"  if (d->strides[rank - 1] != 1)\n"
"    return CUDA_ERROR_INVALID_VALUE;\n"
"  for (cuuint32_t k = 0; k < rank; k++) {\n"
"    int64_t extent = d->shape[rank - 1 - k];\n"
"    if (extent < 1 || extent > INT32_MAX)\n"
"      return CUDA_ERROR_INVALID_VALUE;\n"
"    dims[k] = (cuuint64_t)extent;\n"
"    if (k > 0) {\n"
"      int64_t stride = d->strides[rank - 1 - k];\n"
"      if (stride < 1)\n"
"        return CUDA_ERROR_INVALID_VALUE;\n"
"      strides[k - 1] = (cuuint64_t)stride * elem_size;\n"
"    }\n"
"  }\n"
"  return cuTensorMapEncodeTiled(map, type, rank, (void *)(uintptr_t)d->base,\n"
"                                dims, strides, box, element_strides,\n"
"                                CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle,\n"
"                                CU_TENSOR_MAP_L2_PROMOTION_L2_128B,\n"
"                                CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);\n"
"}\n\n");
}

static void emit_loader(Text *t, const Spec *s) {
  text_printf(t,
"CUresult load_%s(void) {\n"
"  if (function)\n"
"    return CUDA_SUCCESS;\n"
"  CUresult err = cuModuleLoadData(&module, image);\n"
"  if (err != CUDA_SUCCESS) {\n"
"    module = NULL;\n"
"    return err;\n"
"  }\n"
"  err = cuModuleGetFunction(&function, module, \"%s\");\n",
              s->launcher, s->function);
  if (s->shared > 48 * 1024)
    text_printf(t,
"  /* More than the 48 KiB of shared memory a kernel gets by default. */\n"
"  if (err == CUDA_SUCCESS)\n"
"    err = cuFuncSetAttribute(function,\n"
"                             CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,\n"
"                             %ld);\n", s->shared);
  text_printf(t,
"  if (err != CUDA_SUCCESS)\n"
"    unload_%s();\n"
"  return err;\n"
"}\n\n"
"CUresult unload_%s(void) {\n"
"  CUresult err = module ? cuModuleUnload(module) : CUDA_SUCCESS;\n"
"  module = NULL;\n"
"  function = NULL;\n"
"  return err;\n"
"}\n\n", s->launcher, s->launcher);
}

static const char *tensor_map_type(int ptx_type, char *buf, size_t n) {
  /* tensordesc_meta has PTX's element types; the driver's enum differs in
   * three places. */
  static const char *const names[] = {
      "UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16",
      "FLOAT32", "FLOAT64", "BFLOAT16", "FLOAT32_FTZ", "TFLOAT32",
      "TFLOAT32_FTZ"};
  int host = ptx_type == 8 ? 10 : ptx_type == 9 ? 8 : ptx_type == 10 ? 9
                                                                     : ptx_type;
  if (host >= 0 && host < 13)
    snprintf(buf, n, "CU_TENSOR_MAP_DATA_TYPE_%s", names[host]);
  else
    snprintf(buf, n, "(CUtensorMapDataType)%d", host);
  return buf;
}

/* The descriptors' CUtensorMaps, then their shapes and strides. */
static void emit_descriptors(Text *t, const Spec *s, char **names) {
  static const char *const swizzles[] = {"NONE", "32B", "64B", "128B"};
  int d = 0, total = 0;
  text_printf(t,
"  /* The descriptors, as Triton passes a TensorDescriptor: the CUtensorMap,\n"
"   * then the shape (i32) and strides (i64). */\n"
"  CUtensorMap tensor_maps[%d];\n", s->ndescs);
  for (int i = 0; i < s->sig.count; i++) {
    const SigEntry *x = &s->sig.entries[i];
    if (x->kind != SIG_DESC)
      continue;
    const DescMeta *m = &s->descs[d];
    char type[64], swizzle[64], box[256];
    size_t used = 0;
    for (int k = m->rank - 1; k >= 0; k--)
      used += (size_t)snprintf(box + used, sizeof box - used, "%s%lld",
                               k == m->rank - 1 ? "" : ", ",
                               (long long)m->box[k]);
    if (m->swizzle >= 0 && m->swizzle < 4)
      snprintf(swizzle, sizeof swizzle, "CU_TENSOR_MAP_SWIZZLE_%s",
               swizzles[m->swizzle]);
    else
      snprintf(swizzle, sizeof swizzle, "(CUtensorMapSwizzle)%d", m->swizzle);
    List call = {0};
    list_add(&call, "&tensor_maps[%d]", d);
    list_add(&call, "&%s", names[i]);
    list_add(&call, "%d", m->rank);
    list_add(&call, "%s", tensor_map_type(m->elem_type, type, sizeof type));
    list_add(&call, "%d", m->elem_size);
    list_add(&call, "(const cuuint32_t[]){%s}", box);
    list_add(&call, "%s", swizzle);
    emit_wrapped(t, 2, "err = encode_tensor_map(", &call, ");\n");
    list_free(&call);
    text_printf(t, "  if (err != CUDA_SUCCESS)\n    return err;\n");
    total += x->rank;
    d++;
  }
  List shapes = {0}, strides = {0};
  for (int i = 0; i < s->sig.count; i++) {
    const SigEntry *x = &s->sig.entries[i];
    for (int k = 0; x->kind == SIG_DESC && k < x->rank; k++) {
      list_add(&shapes, "(int32_t)%s.shape[%d]", names[i], k);
      list_add(&strides, "%s.strides[%d]", names[i], k);
    }
  }
  char head[64];
  snprintf(head, sizeof head, "int32_t desc_shapes[%d] = {", total);
  emit_wrapped(t, 2, head, &shapes, "};\n");
  snprintf(head, sizeof head, "int64_t desc_strides[%d] = {", total);
  emit_wrapped(t, 2, head, &strides, "};\n");
  list_free(&shapes);
  list_free(&strides);
}

/* The kernel's parameters, in the order of its metadata's "args", then the
 * two scratch pointers. */
static int kernel_params(const Spec *s, char **names, List *l) {
  int d = 0, shape = 0, half = 0, rc = 0;
  for (int i = 0; !rc && i < s->sig.count; i++) {
    const SigEntry *x = &s->sig.entries[i];
    if (!sig_is_passed(x))
      continue;
    if (x->kind == SIG_DESC) {
      rc = list_add(l, "&tensor_maps[%d]", d++);
      for (int k = 0; !rc && k < x->rank; k++)
        rc = list_add(l, "&desc_shapes[%d]", shape + k);
      for (int k = 0; !rc && k < x->rank; k++)
        rc = list_add(l, "&desc_strides[%d]", shape + k);
      shape += x->rank;
    } else if (!x->is_pointer &&
               (x->dtype == TT_F16 || x->dtype == TT_BF16)) {
      rc = list_add(l, "&scalar_bits[%d]", half++);
    } else {
      rc = list_add(l, "&%s", names[i]);
    }
  }
  return rc || list_add(l, "&global_scratch") ||
                 list_add(l, "&profile_scratch") ? -1 : 0;
}

static void emit_scratch(Text *t, const Spec *s) {
  static const char *const which[2] = {"global", "profile"};
  text_printf(t, "  size_t programs = (size_t)gx * gy * gz;\n");
  text_printf(t, "  CUdeviceptr global_scratch = 0, profile_scratch = 0;\n");
  for (int i = 0, first = 1; i < 2; i++) {
    long long size = s->scratch_size[i], align = s->scratch_align[i];
    if (size <= 0)
      continue;
    long long per = (size + align - 1) / align * align;
    text_printf(t, "  /* %lld bytes of %s scratch per program, allocated on "
                   "the stream. */\n%s", per, which[i],
                first ? "" : "  if (err == CUDA_SUCCESS)\n  ");
    text_printf(t, "  err = cuMemAllocAsync(&%s_scratch, programs * %lld, "
                   "stream);\n", which[i], per);
    first = 0;
  }
}

static void emit_scratch_free(Text *t, const Spec *s) {
  static const char *const which[2] = {"global", "profile"};
  for (int i = 0; i < 2; i++) {
    if (s->scratch_size[i] <= 0)
      continue;
    text_printf(t,
"  if (%s_scratch) {\n"
"    CUresult freed = cuMemFreeAsync(%s_scratch, stream);\n"
"    if (err == CUDA_SUCCESS)\n"
"      err = freed;\n"
"  }\n", which[i], which[i]);
  }
}

static int emit_launch(Text *t, const Spec *s, char **names,
                       const List *params) {
  char head[512];
  snprintf(head, sizeof head, "CUresult %s(", s->launcher);
  emit_wrapped(t, 0, head, params, ") {\n");
  text_printf(t,
"  if (gx == 0 || gy == 0 || gz == 0)\n"
"    return CUDA_SUCCESS;          /* no programs: nothing to launch */\n"
"  CUresult err = load_%s();\n"
"  if (err != CUDA_SUCCESS)\n"
"    return err;\n", s->launcher);
  if (has_desc(s))
    emit_descriptors(t, s, names);
  if (uses_half_scalars(s)) {
    List bits = {0};
    for (int i = 0; i < s->sig.count; i++) {
      const SigEntry *x = &s->sig.entries[i];
      if (sig_is_passed(x) && x->kind == SIG_VALUE && !x->is_pointer &&
          (x->dtype == TT_F16 || x->dtype == TT_BF16))
        list_add(&bits, "%s(%s)", x->dtype == TT_F16 ? "f16_bits"
                                                     : "bf16_bits", names[i]);
    }
    snprintf(head, sizeof head, "uint16_t scalar_bits[%d] = {", bits.count);
    emit_wrapped(t, 2, head, &bits, "};\n");
    list_free(&bits);
  }
  if (uses_scratch(s))
    emit_scratch(t, s);
  else
    text_printf(t, "  CUdeviceptr global_scratch = 0, profile_scratch = 0;\n");
  List kp = {0};
  if (kernel_params(s, names, &kp))
    return -1;
  text_printf(t, "  /* Triton 3.6's parameters: the arguments, then the "
                 "global and profile\n   * scratch pointers. */\n");
  emit_wrapped(t, 2, "void *params[] = {", &kp, "};\n");
  list_free(&kp);
  List launch = {0};
  if (list_add(&launch, "function") || list_add(&launch, "gx") ||
      list_add(&launch, "gy") || list_add(&launch, "gz") ||
      list_add(&launch, "%ld", s->num_warps * 32) || list_add(&launch, "1") ||
      list_add(&launch, "1") || list_add(&launch, "%ld", s->shared) ||
      list_add(&launch, "stream") || list_add(&launch, "params") ||
      list_add(&launch, "NULL"))
    return -1;
  if (!uses_scratch(s)) {
    emit_wrapped(t, 2, "return cuLaunchKernel(", &launch, ");\n}\n");
    list_free(&launch);
    return 0;
  }
  text_printf(t, "  if (err == CUDA_SUCCESS)\n");
  emit_wrapped(t, 4, "err = cuLaunchKernel(", &launch, ");\n");
  list_free(&launch);
  emit_scratch_free(t, s);
  text_printf(t, "  return err;\n}\n");
  return 0;
}

static int emit_source(Text *t, const Spec *s, const char *header_name,
                       char **names, const List *params) {
  char about[1024];
  snprintf(about, sizeof about, "%s: the Triton kernel '%s' of %s, with its "
           "loader and launcher. Written by tt-aot; do not edit.",
           s->launcher, s->function, base_name(s->path));
  emit_comment(t, 0, about);
  text_printf(t, "#include \"%s\"\n\n#include <stdalign.h>\n", header_name);
  if (uses_scratch(s))
    text_printf(t, "#include <stddef.h>\n");
  if (uses_half_scalars(s))
    text_printf(t, "#include <string.h>\n");
  text_printf(t, "\n/* %s: %s%s%s, %zu bytes%s. */\n", base_name(s->path),
              s->arch ? s->arch : "", s->arch ? " " : "",
              s->is_ptx ? "PTX" : "cubin", s->image_size,
              s->is_ptx ? " with its NUL" : "");
  text_printf(t, "static alignas(16) const unsigned char image[%zu] = {\n",
              s->image_size);
  text_bytes(t, s->image, s->image_size);
  text_printf(t,
"};\n\n"
"/* The module loaded from it and the kernel: NULL until loaded. */\n"
"static CUmodule module;\n"
"static CUfunction function;\n\n");
  emit_loader(t, s);
  if (uses_half_scalars(s))
    emit_half_helpers(t);
  if (has_desc(s))
    emit_encode_helper(t);
  return emit_launch(t, s, names, params);
}

int emit_launcher(const Spec *s, const char *header_name, Text *h, Text *c,
                  TtErr *e) {
  char **names;
  List params = {0};
  if (sig_c_names(&s->sig, &names, e))
    return -1;
  int rc = list_launch_params(&params, &s->sig, names, 1, 0);
  if (rc == 0) {
    emit_header(h, s, names, &params);
    rc = emit_source(c, s, header_name, names, &params);
  }
  list_free(&params);
  sig_free_names(names, s->sig.count);
  if (rc)
    return tt_fail(e, "out of memory");
  return text_check(h, e) || text_check(c, e) ? -1 : 0;
}
