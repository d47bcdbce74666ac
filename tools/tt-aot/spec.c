#define _POSIX_C_SOURCE 200809L
#include "spec.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "json.h"
#include "sha256.h"

void spec_free(Spec *s) {
  free(s->image);
  free(s->meta_path);
  free(s->function);
  free(s->name);
  free(s->arch);
  sig_free(&s->sig);
  free(s->launcher);
  free(s->file_tag);
  free(s->algo);
  free(s->descs);
  memset(s, 0, sizeof *s);
}

/* ---- the binary and its metadata ------------------------------------------ */

/* A cubin is ELF, a fatbin starts 0xBA55ED50; anything else must be PTX
 * text, which the driver JIT-compiles and takes NUL-terminated. */
static int load_image(Spec *s, TtErr *e) {
  char *data;
  size_t n;
  if (tt_read_file(s->path, &data, &n, e))
    return -1;
  s->image = (unsigned char *)data;
  s->image_size = n;
  if (n == 0)
    return tt_fail(e, "%s: empty kernel file", s->path);
  int binary = (n >= 4 && !memcmp(data, "\x7f" "ELF", 4)) ||
               (n >= 4 && !memcmp(data, "\x50\xed\x55\xba", 4));
  if (binary)
    return 0;
  if (memchr(data, '\0', n))
    return tt_fail(e, "%s: neither a cubin (ELF) nor PTX text", s->path);
  s->is_ptx = 1;
  s->image_size = n + 1;      /* tt_read_file appended the NUL */
  return 0;
}

/* "dir/vadd.cubin" -> "dir/vadd.json" */
static char *json_beside(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(slash ? slash + 1 : path, '.');
  size_t stem = dot ? (size_t)(dot - path) : strlen(path);
  char *out = malloc(stem + 6);
  if (out) {
    memcpy(out, path, stem);
    strcpy(out + stem, ".json");
  }
  return out;
}

/* The fields meta.c does not read: "arch" (for comments) and "warp_size". */
static int read_extras(Spec *s, long *warp_size, TtErr *e) {
  char *text;
  size_t len;
  JsonValue root;
  if (tt_read_file(s->meta_path, &text, &len, e))
    return -1;
  int rc = json_parse(text, len, s->meta_path, &root, e);
  free(text);
  if (rc)
    return -1;
  const JsonValue *arch = json_get(&root, "arch");
  const JsonValue *warp = json_get(&root, "warp_size");
  if (arch && arch->kind == JSON_STRING && sig_is_identifier(arch->string))
    s->arch = strdup(arch->string);
  if (warp && (warp->kind != JSON_NUMBER || !warp->is_integer))
    rc = tt_fail(e, "%s:%d:%d: 'warp_size' must be an integer",
                 s->meta_path, warp->line, warp->col);
  else if (warp)
    *warp_size = (long)warp->integer;
  json_free(&root);
  return rc;
}

static int check_launch(Spec *s, const KernelMeta *m, long warp_size,
                        TtErr *e) {
  if (!m->name)
    return tt_fail(e, "%s: no 'name' (the kernel's entry point)", m->path);
  if (!sig_is_identifier(m->name))
    return tt_fail(e, "%s: 'name' is '%s', not a C identifier", m->path,
                   m->name);
  if (m->num_warps <= 0)
    return tt_fail(e, "%s: no 'num_warps' (the block is num_warps * 32 "
                   "threads)", m->path);
  if (warp_size != 32)
    return tt_fail(e, "%s: 'warp_size' is %ld; NVIDIA GPUs have 32 threads "
                   "per warp", m->path, warp_size);
  if (m->num_ctas > 1)
    return tt_fail(e, "%s: num_ctas = %ld (thread-block clusters) is not "
                   "supported by tt-aot", m->path, m->num_ctas);
  if (m->cooperative || m->pdl)
    return tt_fail(e, "%s: %s launches are not supported by tt-aot", m->path,
                   m->cooperative ? "cooperative-grid" : "PDL");
  long long sizes[2] = {m->global_scratch_size, m->profile_scratch_size};
  long long aligns[2] = {m->global_scratch_align, m->profile_scratch_align};
  static const char *const what[2] = {"global_scratch_align",
                                      "profile_scratch_align"};
  for (int i = 0; i < 2; i++) {
    /* Stream-ordered allocations are 256-byte aligned at least. */
    if (sizes[i] > 0 && aligns[i] > 256)
      return tt_fail(e, "%s: '%s' is %lld; tt-aot allocates scratch aligned "
                     "to 256 bytes at most", m->path, what[i], aligns[i]);
    s->scratch_size[i] = sizes[i];
    s->scratch_align[i] = aligns[i];
  }
  s->function = strdup(m->name);
  s->num_warps = m->num_warps;
  s->shared = m->shared > 0 ? m->shared : 0;
  return 0;
}

/* ---- the signature against the metadata's "args" --------------------------- */

static const char *meta_arg_text(const MetaArg *a, char *buf, size_t n) {
  snprintf(buf, n, "'%s' (%s)", a->name, a->type);
  return buf;
}

/* The metadata's element type of a descriptor, in Triton's spelling: PTX's
 * tensormap types (what tensordesc_meta records). */
static const char *desc_dtype_name(const DescMeta *d) {
  static const char *const names[] = {"u8", "u16", "u32", "i32", "u64",
                                      "i64", "fp16", "fp32", "fp32", "fp64",
                                      "bf16", "fp32", "fp32"};
  return d && d->elem_type >= 0 && d->elem_type < 13 ? names[d->elem_type]
                                                      : "u8";
}

/* Without --signature, the metadata's "args" say what the kernel takes: the
 * signature is their types, a descriptor and its shape and strides one
 * tensordesc entry. */
static int signature_from_meta(const KernelMeta *m, Signature *sig,
                               TtErr *e) {
  if (!m->has_args)
    return tt_fail(e, "%s has no 'args' list (Triton's own metadata): give "
                   "--signature, the one the kernel was compiled with",
                   m->path);
  size_t cap = 1;
  for (int k = 0; k < m->nargs; k++)
    cap += strlen(m->args[k].type) + 16 + 12 * SIG_MAX_RANK;
  char *text = malloc(cap), *p = text;
  if (!text)
    return tt_fail(e, "out of memory");
  *p = '\0';
  for (int k = 0, ordinal = 0; k < m->nargs; k++) {
    const MetaArg *a = &m->args[k];
    p += sprintf(p, "%s", k ? "," : "");
    if (!a->is_desc) {
      p += sprintf(p, "%s", a->type);
      continue;
    }
    if (a->block_ndim == 0) {
      free(text);
      return tt_fail(e, "%s: descriptor '%s' (args[%d]) has no "
                     "'block_shape': give --signature", m->path, a->name, k);
    }
    const DescMeta *d = ordinal < m->ndescs ? &m->descs[ordinal] : NULL;
    ordinal++;
    p += sprintf(p, "tensordesc<%s[", desc_dtype_name(d));
    for (int j = 0; j < a->block_ndim; j++)
      p += sprintf(p, "%s%lld", j ? ", " : "", (long long)a->block[j]);
    p += sprintf(p, "]>");
    k += 2 * a->block_ndim;       /* its shape and strides */
  }
  int rc = sig_parse(text, m->path, sig, e);
  free(text);
  return rc;
}

/* A descriptor's shape (i32) and strides (i64) follow it in "args". */
static int check_desc_args(const KernelMeta *m, int k, const SigEntry *x,
                           const char *what, int i, TtErr *e) {
  const MetaArg *a = &m->args[k];
  char got[300];
  if (!a->is_desc)
    return tt_fail(e, "%s: entry %d ('%s') is a tensor descriptor, but %s's "
                   "args[%d] is %s", what, i, x->text, m->path, k,
                   meta_arg_text(a, got, sizeof got));
  if (a->block_ndim &&
      (a->block_ndim != x->rank ||
       memcmp(a->block, x->block, sizeof(int64_t) * (size_t)x->rank)))
    return tt_fail(e, "%s: entry %d ('%s') does not have the block shape of "
                   "%s's args[%d] ('%s')", what, i, x->text, m->path, k,
                   a->name);
  for (int j = 1; j <= 2 * x->rank; j++) {
    const char *want = j <= x->rank ? "i32" : "i64";
    const MetaArg *f = k + j < m->nargs ? &m->args[k + j] : NULL;
    if (!f || f->is_pointer || f->is_desc || strncmp(f->type, want, 3))
      return tt_fail(e, "%s: descriptor '%s' (args[%d], rank %d) must be "
                     "followed by its %d shape values (i32) and %d strides "
                     "(i64), but args[%d] is %s", m->path, a->name, k,
                     x->rank, x->rank, x->rank, k + j,
                     f ? meta_arg_text(f, got, sizeof got) : "missing");
  }
  return 0;
}

static int check_value_arg(const KernelMeta *m, int k, const SigEntry *x,
                           const char *what, int i, TtErr *e) {
  const MetaArg *a = &m->args[k];
  char got[300];
  /* Pointee types do not change the ABI (and PTX does not keep them). */
  if (!a->is_desc && a->is_pointer == x->is_pointer &&
      (x->is_pointer || a->dtype == x->dtype))
    return 0;
  return tt_fail(e, "%s: entry %d ('%s') does not match %s's args[%d], %s",
                 what, i, x->text, m->path, k,
                 meta_arg_text(a, got, sizeof got));
}

/* Walks the signature along "args": each passed entry takes its argument's
 * name; constexprs and ':1' entries were compiled in and have none. */
static int match_args(Spec *s, const KernelMeta *m, const char *what,
                      TtErr *e) {
  int k = 0;
  if (!m->has_args)
    return 0;
  for (int i = 0; i < s->sig.count; i++) {
    SigEntry *x = &s->sig.entries[i];
    if (!sig_is_passed(x))
      continue;
    if (k >= m->nargs)
      break;
    if (x->kind == SIG_DESC ? check_desc_args(m, k, x, what, i, e)
                            : check_value_arg(m, k, x, what, i, e))
      return -1;
    x->name = strdup(m->args[k].name);
    if (!x->name)
      return tt_fail(e, "out of memory");
    k += x->kind == SIG_DESC ? 1 + 2 * x->rank : 1;
  }
  int passed = 0, listed = 0;
  for (int i = 0; i < s->sig.count; i++)
    passed += sig_is_passed(&s->sig.entries[i]);
  for (int j = 0, ordinal = 0; j < m->nargs; j++, listed++)
    if (m->args[j].is_desc) {
      int rank = m->args[j].block_ndim ? m->args[j].block_ndim
                 : ordinal < m->ndescs ? m->descs[ordinal].rank : 0;
      ordinal++;
      j += 2 * rank;
    }
  if (passed != listed || k != m->nargs)
    return tt_fail(e, "%s passes %d argument%s at launch (constexprs and ':1' "
                   "entries are compiled in), but %s lists %d", what, passed,
                   passed == 1 ? "" : "s", m->path, listed);
  return 0;
}

/* Each descriptor takes its tensordesc_meta entry, in order: how the host
 * encodes its CUtensorMap. */
static int match_descs(Spec *s, const KernelMeta *m, const char *what,
                       TtErr *e) {
  int ndescs = 0;
  for (int i = 0; i < s->sig.count; i++) {
    const SigEntry *x = &s->sig.entries[i];
    if (x->kind != SIG_DESC)
      continue;
    if (ndescs >= m->ndescs)
      return tt_fail(e, "%s: entry %d ('%s') is a tensor descriptor, and %s "
                     "has no 'tensordesc_meta' entry for it (its encoding: "
                     "swizzle, element type, box); tt-translate writes it "
                     "when it compiles from TTGIR or earlier, or from "
                     "--metadata-in", what, i, x->text, m->path);
    const DescMeta *d = &m->descs[ndescs++];
    if (d->rank != x->rank)
      return tt_fail(e, "%s: entry %d ('%s') is %d-D, its 'tensordesc_meta' "
                     "entry in %s %d-D", what, i, x->text, x->rank, m->path,
                     d->rank);
    if ((size_t)d->elem_size != tt_dtype_info(x->dtype)->size)
      return tt_fail(e, "%s: entry %d ('%s') has %zu-byte elements, its "
                     "'tensordesc_meta' entry in %s %d-byte ones", what, i,
                     x->text, tt_dtype_info(x->dtype)->size, m->path,
                     d->elem_size);
    if (d->fp4_padded)
      return tt_fail(e, "%s: entry %d ('%s'): padded fp4 descriptors are not "
                     "supported", what, i, x->text);
  }
  if (ndescs != m->ndescs)
    return tt_fail(e, "%s has %d 'tensordesc_meta' entries, but %s has %d "
                   "tensor descriptor%s", m->path, m->ndescs, what, ndescs,
                   ndescs == 1 ? "" : "s");
  s->ndescs = ndescs;
  s->descs = calloc(ndescs ? (size_t)ndescs : 1, sizeof *s->descs);
  if (!s->descs)
    return tt_fail(e, "out of memory");
  if (ndescs)
    memcpy(s->descs, m->descs, sizeof *s->descs * (size_t)ndescs);
  return 0;
}

/* ---- names ------------------------------------------------------------------ */

/* A constexpr value as part of a C name: "0.5" -> "0p5", "-1" -> "m1". */
static void append_c_safe(char *out, size_t n, const char *text) {
  size_t used = strlen(out);
  for (const char *p = text; *p && used + 2 < n; p++) {
    char c = *p;
    if (isalnum((unsigned char)c) || c == '_')
      out[used++] = c;
    else if (c == '.')
      out[used++] = 'p';
    else if (c == '-')
      out[used++] = 'm';
    else if (used > 0 && out[used - 1] != '_')
      out[used++] = '_';
  }
  out[used] = '\0';
}

static int make_names(Spec *s, const Options *o, TtErr *e) {
  const char *name = o->out_name ? o->out_name : s->function;
  if (!sig_is_identifier(name))
    return tt_fail(e, "--out-name '%s': not a C identifier", name);
  char meta_sig[64], suffix[2048] = "", digest[65];
  snprintf(meta_sig, sizeof meta_sig, "warps%ldxstages%ld", s->num_warps,
           o->num_stages);
  /* compile.py hashes the entries and "warps4xstages3", space separated. */
  size_t len = sizeof meta_sig;
  for (int i = 0; i < s->sig.count; i++)
    len += strlen(s->sig.entries[i].text) + 1;
  char *hashed = malloc(len), *p = hashed;
  if (!hashed)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < s->sig.count; i++)
    p += sprintf(p, "%s ", s->sig.entries[i].text);
  sprintf(p, "%s", meta_sig);
  sha256_hex(hashed, strlen(hashed), digest);
  free(hashed);
  size_t used;
  for (int i = 0; i < s->sig.count; i++) {
    int hint = s->sig.entries[i].hint;
    used = strlen(suffix);
    if (hint && used + 16 < sizeof suffix)
      snprintf(suffix + used, sizeof suffix - used, "%d%c", i,
               hint == 1 ? 'c' : 'd');
  }
  /* link.py's algo_info: the constexprs joined by 'x', then meta_sig. */
  char algo[2048] = "";
  for (int i = 0; i < s->sig.count; i++) {
    if (s->sig.entries[i].kind != SIG_CONSTEXPR)
      continue;
    if (algo[0])
      append_c_safe(algo, sizeof algo, "x");
    append_c_safe(algo, sizeof algo, s->sig.entries[i].text);
  }
  if (algo[0])
    append_c_safe(algo, sizeof algo, "_");
  append_c_safe(algo, sizeof algo, meta_sig);
  s->name = strdup(name);
  s->algo = strdup(algo);
  size_t n = strlen(name) + strlen(suffix) + 16;
  s->launcher = malloc(n);
  s->file_tag = malloc(n);
  if (!s->name || !s->algo || !s->launcher || !s->file_tag)
    return tt_fail(e, "out of memory");
  snprintf(s->launcher, n, "%s_%.8s_%s", name, digest, suffix);
  snprintf(s->file_tag, n, "%.8s_%s", digest, suffix);
  s->num_stages = o->num_stages;
  return 0;
}

int spec_load(const Options *o, Spec *s, TtErr *e) {
  KernelMeta m;
  long warp_size = 32;
  memset(s, 0, sizeof *s);
  meta_init(&m);
  s->path = o->kernel_path;
  s->meta_path = o->json_path ? strdup(o->json_path)
                              : json_beside(o->kernel_path);
  if (!s->meta_path)
    return tt_fail(e, "out of memory");
  if (load_image(s, e))
    return -1;
  if (!o->json_path && !tt_file_exists(s->meta_path))
    return tt_fail(e, "%s: no metadata beside the kernel (tt-translate "
                   "writes it; or give --json)", s->meta_path);
  const char *what = o->signature ? "--signature" : s->meta_path;
  int rc = meta_load(s->meta_path, &m, e) || read_extras(s, &warp_size, e) ||
           check_launch(s, &m, warp_size, e) ||
           (o->signature ? sig_parse(o->signature, "--signature", &s->sig, e)
                         : signature_from_meta(&m, &s->sig, e)) ||
           match_args(s, &m, what, e) || match_descs(s, &m, what, e) ||
           make_names(s, o, e);
  meta_free(&m);
  return rc ? -1 : 0;
}
