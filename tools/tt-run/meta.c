#define _POSIX_C_SOURCE 200809L
#include "meta.h"

#include <stdlib.h>
#include <string.h>

#include "file.h"
#include "json.h"

void meta_init(KernelMeta *m) {
  memset(m, 0, sizeof *m);
  m->shared = -1;
  m->num_ctas = 1;
  m->global_scratch_align = m->profile_scratch_align = 1;
}

void meta_free(KernelMeta *m) {
  for (int i = 0; i < m->nargs; i++) {
    free(m->args[i].name);
    free(m->args[i].type);
  }
  free(m->args);
  free(m->descs);
  free(m->name);
  free(m->path);
  meta_init(m);
}

int meta_parse_type(const char *text, int *is_pointer, TtDType *dtype) {
  *is_pointer = text[0] == '*';
  const char *s = text + *is_pointer;
  size_t len = strcspn(s, ":");
  return len == 0 ? -1 : tt_dtype_parse(s, len, dtype);
}

static int fail_at(const KernelMeta *m, const JsonValue *v, TtErr *e,
                   const char *what, const char *key) {
  return tt_fail(e, "%s:%d:%d: '%s' %s", m->path, v->line, v->col, key, what);
}

/* An optional integer field >= min; absent or null leaves *out alone. */
static int get_int(const KernelMeta *m, const JsonValue *root, const char *key,
                   long long min, long long *out, TtErr *e) {
  const JsonValue *v = json_get(root, key);
  if (!v || v->kind == JSON_NULL)
    return 0;
  if (v->kind != JSON_NUMBER || !v->is_integer || v->integer < min)
    return tt_fail(e, "%s:%d:%d: '%s' must be an integer >= %lld", m->path,
                   v->line, v->col, key, min);
  *out = v->integer;
  return 0;
}

static int get_bool(const KernelMeta *m, const JsonValue *root,
                    const char *key, int *out, TtErr *e) {
  const JsonValue *v = json_get(root, key);
  if (!v || v->kind == JSON_NULL)
    return 0;
  if (v->kind != JSON_BOOL)
    return fail_at(m, v, e, "must be true or false", key);
  *out = v->boolean;
  return 0;
}

/* An optional list of 1..TT_MAX_DIMS positive extents ([128, 64]). */
static int read_extents(const KernelMeta *m, const JsonValue *v,
                        const char *key, int *ndim, int64_t *out, TtErr *e) {
  *ndim = 0;
  if (!v || v->kind == JSON_NULL)
    return 0;
  int ok = v->kind == JSON_ARRAY && v->count >= 1 && v->count <= TT_MAX_DIMS;
  for (size_t i = 0; ok && i < v->count; i++) {
    const JsonValue *x = &v->items[i];
    ok = x->kind == JSON_NUMBER && x->is_integer && x->integer >= 1 &&
         x->integer <= 0x7fffffff;
    out[i] = ok ? x->integer : 0;
  }
  if (!ok)
    return tt_fail(e, "%s:%d:%d: '%s' must be a list of 1 to %d positive "
                   "integers", m->path, v->line, v->col, key, TT_MAX_DIMS);
  *ndim = (int)v->count;
  return 0;
}

static int read_desc(const KernelMeta *m, const JsonValue *v, DescMeta *d,
                     TtErr *e) {
  long long swizzle = -1, size = -1, type = -1;
  if (v->kind != JSON_OBJECT)
    return tt_fail(e, "%s:%d:%d: each 'tensordesc_meta' entry must be an "
                   "object (swizzle, elem_size, elem_type, block_size)",
                   m->path, v->line, v->col);
  if (get_int(m, v, "swizzle", 0, &swizzle, e) ||
      get_int(m, v, "elem_size", 1, &size, e) ||
      get_int(m, v, "elem_type", 0, &type, e) ||
      get_bool(m, v, "fp4_padded", &d->fp4_padded, e) ||
      read_extents(m, json_get(v, "block_size"), "block_size", &d->rank,
                   d->box, e))
    return -1;
  if (swizzle < 0 || swizzle > 3 || size < 0 || size > 8 || type < 0 ||
      type > 15 || d->rank == 0)
    return tt_fail(e, "%s:%d:%d: a 'tensordesc_meta' entry needs swizzle "
                   "(0..3), elem_size (1..8), elem_type (0..15) and "
                   "block_size", m->path, v->line, v->col);
  d->swizzle = (int)swizzle;
  d->elem_size = (int)size;
  d->elem_type = (int)type;
  return 0;
}

static int read_descs(KernelMeta *m, const JsonValue *root, TtErr *e) {
  const JsonValue *v = json_get(root, "tensordesc_meta");
  if (!v || v->kind == JSON_NULL)
    return 0;
  if (v->kind != JSON_ARRAY)
    return fail_at(m, v, e, "must be a list (one entry per descriptor)",
                   "tensordesc_meta");
  m->descs = calloc(v->count ? v->count : 1, sizeof *m->descs);
  if (!m->descs)
    return tt_fail(e, "out of memory");
  for (size_t i = 0; i < v->count; i++) {
    m->ndescs = (int)i + 1;
    if (read_desc(m, &v->items[i], &m->descs[i], e))
      return -1;
  }
  return 0;
}

static int read_arg(KernelMeta *m, const JsonValue *v, MetaArg *a, TtErr *e) {
  if (v->kind != JSON_OBJECT)
    return tt_fail(e, "%s:%d:%d: each 'args' entry must be an object "
                   "{\"name\": ..., \"type\": ...}", m->path, v->line, v->col);
  const JsonValue *name = json_get(v, "name");
  const JsonValue *type = json_get(v, "type");
  if (!type || type->kind != JSON_STRING)
    return tt_fail(e, "%s:%d:%d: 'args' entry needs a string 'type' such as "
                   "\"*fp32\" or \"i32\"", m->path, v->line, v->col);
  if (name && name->kind != JSON_STRING)
    return fail_at(m, name, e, "must be a string", "name");
  a->is_desc = !strcmp(type->string, TT_META_DESC_TYPE);
  if (a->is_desc && read_extents(m, json_get(v, "block_shape"), "block_shape",
                                 &a->block_ndim, a->block, e))
    return -1;
  if (!a->is_desc && meta_parse_type(type->string, &a->is_pointer, &a->dtype))
    return tt_fail(e, "%s:%d:%d: unknown argument type '%s' (expected *T or T "
                   "with T one of %s, or %s)", m->path, type->line, type->col,
                   type->string, tt_dtype_names(), TT_META_DESC_TYPE);
  a->type = strdup(type->string);
  a->name = strdup(name ? name->string : "");
  return 0;
}

static int read_args(KernelMeta *m, const JsonValue *root, TtErr *e) {
  const JsonValue *v = json_get(root, "args");
  if (!v || v->kind == JSON_NULL)
    return 0;
  if (v->kind != JSON_ARRAY)
    return fail_at(m, v, e, "must be an array of {\"name\", \"type\"} objects",
                   "args");
  m->has_args = 1;
  m->args = calloc(v->count ? v->count : 1, sizeof *m->args);
  for (size_t i = 0; i < v->count; i++) {
    m->nargs = (int)i + 1;
    if (read_arg(m, &v->items[i], &m->args[i], e))
      return -1;
  }
  return 0;
}

static int read_fields(KernelMeta *m, const JsonValue *root, TtErr *e) {
  long long warps = 0, shared = -1, ctas = 1;
  if (root->kind != JSON_OBJECT)
    return tt_fail(e, "%s:%d:%d: expected an object (Triton's kernel metadata)",
                   m->path, root->line, root->col);
  const JsonValue *name = json_get(root, "name");
  if (name && name->kind != JSON_STRING)
    return fail_at(m, name, e, "must be a string", "name");
  if (name)
    m->name = strdup(name->string);
  if (get_int(m, root, "num_warps", 1, &warps, e) ||
      get_int(m, root, "shared", 0, &shared, e) ||
      get_int(m, root, "num_ctas", 1, &ctas, e) ||
      get_int(m, root, "global_scratch_size", 0, &m->global_scratch_size, e) ||
      get_int(m, root, "global_scratch_align", 1, &m->global_scratch_align,
              e) ||
      get_int(m, root, "profile_scratch_size", 0, &m->profile_scratch_size,
              e) ||
      get_int(m, root, "profile_scratch_align", 1, &m->profile_scratch_align,
              e) ||
      get_bool(m, root, "launch_cooperative_grid", &m->cooperative, e) ||
      get_bool(m, root, "launch_pdl", &m->pdl, e))
    return -1;
  if (warps > 32)
    return fail_at(m, json_get(root, "num_warps"), e,
                   "must be at most 32 (1024 threads)", "num_warps");
  m->num_warps = (long)warps;
  m->shared = (long)shared;
  m->num_ctas = (long)ctas;
  return read_args(m, root, e) || read_descs(m, root, e) ? -1 : 0;
}

int meta_load(const char *path, KernelMeta *m, TtErr *e) {
  char *text;
  size_t len;
  JsonValue root;
  meta_init(m);
  m->path = strdup(path);
  if (tt_read_file(path, &text, &len, e))
    return -1;
  int rc = json_parse(text, len, path, &root, e);
  free(text);
  if (rc)
    return -1;
  rc = read_fields(m, &root, e);
  json_free(&root);
  return rc;
}
