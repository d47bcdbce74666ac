#include "plan.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "desc.h"
#include "file.h"
#include "npy.h"

void plan_arg_label(const Plan *p, int i, char *buf, size_t n) {
  if (p->args[i].name && p->args[i].name[0])
    snprintf(buf, n, "arg %d (%s)", i, p->args[i].name);
  else
    snprintf(buf, n, "arg %d", i);
}

/* ---- kernel file and metadata ------------------------------------------ */

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* "dir/vadd.cubin" -> "dir/vadd" + ext */
static char *swap_ext(const char *path, const char *ext) {
  const char *dot = strrchr(base_name(path), '.');
  size_t stem = dot ? (size_t)(dot - path) : strlen(path);
  char *s = malloc(stem + strlen(ext) + 1);
  if (s) {
    memcpy(s, path, stem);
    strcpy(s + stem, ext);
  }
  return s;
}

static int load_meta(const Options *o, Plan *p, TtErr *e) {
  meta_init(&p->meta);
  if (o->json_path)
    return meta_load(o->json_path, &p->meta, e);
  char *guess = swap_ext(o->kernel_path, ".json");
  int rc = 0;
  if (guess && tt_file_exists(guess))
    rc = meta_load(guess, &p->meta, e);
  free(guess);
  return rc;
}

static int load_image(const Options *o, Plan *p, TtErr *e) {
  if (tt_read_file(o->kernel_path, &p->image, &p->image_size, e))
    return -1;
  if (p->image_size == 0)
    return tt_fail(e, "%s: empty kernel file", o->kernel_path);
  /* cubins are ELF, fatbins start with 0xBA55ED50; anything else is taken
   * as PTX text for the driver's JIT. */
  p->is_ptx = memcmp(p->image, "\x7f" "ELF", p->image_size < 4 ? p->image_size
                                                                : 4) != 0 &&
              memcmp(p->image, "\x50\xed\x55\xba",
                     p->image_size < 4 ? p->image_size : 4) != 0;
  if (p->is_ptx && memchr(p->image, '\0', p->image_size))
    return tt_fail(e, "%s: neither a cubin (ELF) nor PTX text",
                   o->kernel_path);
  return 0;
}

static int resolve_launch(const Options *o, Plan *p, TtErr *e) {
  const KernelMeta *m = &p->meta;
  if (o->kernel_name)
    snprintf(p->kernel_name, sizeof p->kernel_name, "%s", o->kernel_name);
  else if (m->name)
    snprintf(p->kernel_name, sizeof p->kernel_name, "%s", m->name);
  else {
    char *stem = swap_ext(base_name(o->kernel_path), "");
    snprintf(p->kernel_name, sizeof p->kernel_name, "%s", stem ? stem : "");
    free(stem);
  }
  p->num_warps = o->num_warps > 0 ? o->num_warps
                 : m->num_warps > 0 ? m->num_warps : 4;
  p->shared = o->shared >= 0 ? o->shared : m->shared >= 0 ? m->shared : 0;
  p->block = (unsigned)p->num_warps * 32;
  memcpy(p->grid, o->grid, sizeof p->grid);
  p->scratch_params = o->scratch_params;
  if (m->num_ctas > 1)
    return tt_fail(e, "%s: num_ctas = %ld (thread-block clusters) is not "
                   "supported by tt-run", m->path, m->num_ctas);
  if (m->cooperative || m->pdl)
    return tt_fail(e, "%s: %s launches are not supported by tt-run", m->path,
                   m->cooperative ? "cooperative-grid" : "PDL");
  /* Triton sizes each scratch buffer per program: size * grid. */
  size_t programs = (size_t)p->grid[0] * p->grid[1] * p->grid[2];
  long long sizes[2] = {m->global_scratch_size, m->profile_scratch_size};
  long long aligns[2] = {m->global_scratch_align, m->profile_scratch_align};
  for (int i = 0; i < 2; i++) {
    size_t per = (size_t)((sizes[i] + aligns[i] - 1) / aligns[i] * aligns[i]);
    p->scratch_bytes[i] = per * programs;
  }
  return 0;
}

/* ---- arguments against the metadata ------------------------------------ */

static const char *kind_text(const ArgSpec *s, char *buf, size_t n) {
  if (s->kind == ARG_NULL)
    return "null";
  if (s->kind == ARG_SCALAR)
    snprintf(buf, n, "scalar %s", tt_dtype_info(s->dtype)->name);
  else if (!s->dtype_given)
    snprintf(buf, n, "tensor from %s", s->init_text);
  else
    snprintf(buf, n, "tensor of %s", tt_dtype_info(s->dtype)->name);
  return buf;
}

/* Memory holds bits: a pointer to MLIR's signless iN (the metadata's "*i8")
 * takes a tensor of iN or uN alike. */
static int same_width_integers(TtDType a, TtDType b) {
  const TtDTypeInfo *x = tt_dtype_info(a), *y = tt_dtype_info(b);
  int xi = x->kind == TT_KIND_SINT || x->kind == TT_KIND_UINT;
  int yi = y->kind == TT_KIND_SINT || y->kind == TT_KIND_UINT;
  return xi && yi && x->size == y->size;
}

static int check_arg_type(const Plan *p, int i, TtErr *e) {
  const MetaArg *ma = &p->meta.args[p->args[i].meta_index];
  const ArgSpec *s = p->args[i].spec;
  char got[300], label[128];
  plan_arg_label(p, i, label, sizeof label);
  if (ma->is_desc != s->is_desc)
    return tt_fail(e, "%s: %s says the kernel takes %s, but --arg '%s' is %s",
                   label, p->meta.path, ma->is_desc ? "a tensor descriptor"
                                                    : ma->type, s->text,
                   s->is_desc ? "a descriptor" : "not a descriptor (write "
                                                 "desc:DTYPE[DIMS]=INIT)");
  if (s->kind == ARG_NULL && ma->is_pointer)
    return 0;
  if (ma->is_desc)
    return 0;
  int kind_ok = ma->is_pointer ? s->kind == ARG_TENSOR : s->kind == ARG_SCALAR;
  int dtype_ok = !s->dtype_given || s->dtype == ma->dtype ||
                 (ma->is_pointer && same_width_integers(s->dtype, ma->dtype));
  if (kind_ok && dtype_ok)
    return 0;
  return tt_fail(e, "%s: %s says the kernel takes %s, but --arg '%s' is a %s",
                 label, p->meta.path, ma->type, s->text,
                 kind_text(s, got, sizeof got));
}

/* The metadata's entries, a descriptor and the shape and strides after it
 * counting as one: what the command line gives one --arg each. */
static int count_meta_args(const KernelMeta *m, TtErr *e) {
  int count = 0, ordinal = 0;
  for (int k = 0; k < m->nargs; k++, count++) {
    if (!m->args[k].is_desc)
      continue;
    int rank = desc_meta_rank(m, k, ordinal++);
    if (rank == 0)
      return tt_fail(e, "%s: descriptor '%s' (args[%d]) has neither a "
                     "'block_shape' nor a 'tensordesc_meta' entry, so its "
                     "rank is unknown", m->path, m->args[k].name, k);
    if (desc_check_followers(m, k, rank, e))
      return -1;
    k += 2 * rank;
  }
  return count;
}

static void list_meta_args(const KernelMeta *m, char *names, size_t n) {
  size_t used = 0;
  names[0] = '\0';
  for (int k = 0, ordinal = 0; k < m->nargs && used < n; k++) {
    const MetaArg *a = &m->args[k];
    used += (size_t)snprintf(names + used, n - used, "%s%s %s",
                             used ? ", " : "", a->is_desc ? "descriptor"
                                                          : a->type, a->name);
    if (a->is_desc)
      k += 2 * desc_meta_rank(m, k, ordinal++);
  }
}

/* Descriptors take the tensordesc_meta entries in order: the next one to
 * argument i. */
static void take_desc_meta(Plan *p, int i, int *ordinal) {
  if (*ordinal < p->meta.ndescs)
    p->args[i].desc_meta = &p->meta.descs[*ordinal];
  (*ordinal)++;
}

/* Without an 'args' list, the desc: --args are the descriptors. */
static int assign_desc_meta(Plan *p, TtErr *e) {
  int ordinal = 0;
  for (int i = 0; i < p->nargs; i++)
    if (p->args[i].spec->is_desc)
      take_desc_meta(p, i, &ordinal);
  if (p->meta.ndescs && ordinal != p->meta.ndescs)
    return tt_fail(e, "%s describes %d tensor descriptor%s (tensordesc_meta), "
                   "but %d desc: --arg %s given", p->meta.path, p->meta.ndescs,
                   p->meta.ndescs == 1 ? "" : "s", ordinal,
                   ordinal == 1 ? "was" : "were");
  return 0;
}

static int match_meta(const Options *o, Plan *p, TtErr *e) {
  if (!p->meta.has_args)
    return assign_desc_meta(p, e);
  int expected = count_meta_args(&p->meta, e);
  if (expected < 0)
    return -1;
  if (o->nargs != expected) {
    char names[1024];
    list_meta_args(&p->meta, names, sizeof names);
    return tt_fail(e, "%s lists %d kernel argument%s (%s) but %d --arg %s "
                   "given", p->meta.path, expected, expected == 1 ? "" : "s",
                   names, o->nargs, o->nargs == 1 ? "was" : "were");
  }
  int ordinal = 0;
  for (int i = 0, k = 0; i < p->nargs; i++, k++) {
    const MetaArg *ma = &p->meta.args[k];
    p->args[i].meta_index = k;
    p->args[i].name = ma->name;
    if (check_arg_type(p, i, e))
      return -1;
    if (!p->args[i].spec->dtype_given && !ma->is_desc)
      p->args[i].t.dtype = ma->dtype;
    if (ma->is_desc) {
      int rank = desc_meta_rank(&p->meta, k, ordinal);
      take_desc_meta(p, i, &ordinal);
      k += 2 * rank;
    }
  }
  if (p->meta.ndescs && p->meta.ndescs != ordinal)
    return tt_fail(e, "%s: 'tensordesc_meta' has %d entries, 'args' lists %d "
                   "descriptors", p->meta.path, p->meta.ndescs, ordinal);
  return 0;
}

/* A symbolic dimension names an integer scalar argument; its value is the
 * extent ("f32[n]=rand ... i32=1024" with n the metadata name of the i32). */
static int resolve_dim(const Plan *p, int i, const char *dim, int64_t *out,
                       TtErr *e) {
  char label[128];
  plan_arg_label(p, i, label, sizeof label);
  for (int k = 0; k < p->nargs; k++) {
    const RunArg *a = &p->args[k];
    if (!a->name || strcmp(a->name, dim) != 0)
      continue;
    if (a->kind != ARG_SCALAR || tt_dtype_is_float(a->spec->dtype))
      return tt_fail(e, "%s: dimension '%s' names arg %d, which is not an "
                     "integer scalar", label, dim, k);
    int64_t v = tt_load_int(a->spec->dtype, a->spec->scalar);
    if (v < 1)
      return tt_fail(e, "%s: dimension '%s' = %lld must be positive", label,
                     dim, (long long)v);
    *out = v;
    return 0;
  }
  return tt_fail(e, "%s: dimension '%s' does not name an integer scalar "
                 "argument%s", label, dim,
                 p->meta.has_args ? "" : " (names come from the metadata's "
                                         "\"args\" list; none was found)");
}

/* ---- host buffers -------------------------------------------------------- */

static uint64_t splitmix64(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static double uniform01(uint64_t *s) {
  return (double)(splitmix64(s) >> 11) * 0x1.0p-53;
}

/* Random integers stay small enough for every integer dtype and for exact
 * float sums: [0, 100) unsigned, [-100, 100) signed, {0, 1} for i1. */
static int64_t random_int(TtDType t, uint64_t *s) {
  uint64_t r = splitmix64(s);
  switch (tt_dtype_info(t)->kind) {
  case TT_KIND_BOOL: return (int64_t)(r & 1);
  case TT_KIND_UINT: return (int64_t)(r % 100);
  default: return (int64_t)(r % 200) - 100;
  }
}

static int fill_generated(const Plan *p, int i, HostTensor *t, TtErr *e) {
  const ArgSpec *s = p->args[i].spec;
  size_t esize = tt_dtype_info(t->dtype)->size;
  int is_float = tt_dtype_is_float(t->dtype);
  /* Each argument draws from its own stream, so adding an argument does not
   * change the values of the others. */
  uint64_t state = p->opt->seed * 0xd1b54a32d192ed03ull + (uint64_t)i + 1;
  unsigned char one[8];
  if (s->init == INIT_RANDN && !is_float)
    return tt_fail(e, "randn needs a floating-point dtype, not %s",
                   tt_dtype_info(t->dtype)->name);
  if (s->init == INIT_FILL || s->init == INIT_ONES) {
    if (tt_dtype_parse_value(t->dtype, s->init == INIT_FILL ? s->init_text
                                                            : "1", one, e))
      return tt_err_prefix(e, "fill value");
  }
  for (size_t k = 0; k < t->count; k++) {
    unsigned char *dst = t->data + k * esize;
    switch (s->init) {
    case INIT_ZEROS: memset(dst, 0, esize); break;
    case INIT_ONES:
    case INIT_FILL: memcpy(dst, one, esize); break;
    case INIT_IOTA: tt_store_int(t->dtype, dst, (int64_t)k); break;
    case INIT_RAND:
      if (is_float)
        tt_store_double(t->dtype, dst, uniform01(&state));
      else
        tt_store_int(t->dtype, dst, random_int(t->dtype, &state));
      break;
    case INIT_RANDN: {
      /* Box-Muller; 1 - u keeps the log argument in (0, 1]. */
      double u1 = 1.0 - uniform01(&state), u2 = uniform01(&state);
      tt_store_double(t->dtype, dst,
                      sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2));
      break;
    }
    case INIT_NPY: break;
    }
  }
  return 0;
}

static int shapes_equal(const HostTensor *a, int ndim, const int64_t *shape) {
  if (a->ndim != ndim)
    return 0;
  for (int i = 0; i < ndim; i++)
    if (a->shape[i] != shape[i])
      return 0;
  return 1;
}

static int build_from_npy(const Plan *p, int i, HostTensor *t, TtErr *e) {
  const ArgSpec *s = p->args[i].spec;
  int known = s->dtype_given || p->meta.has_args;
  HostTensor loaded;
  if (npy_read(s->init_text, known ? &t->dtype : NULL, &loaded, e))
    return -1;
  if (s->ndim >= 0 && !shapes_equal(&loaded, t->ndim, t->shape)) {
    char want[128], got[128];
    tensor_describe(t->dtype, t->ndim, t->shape, want, sizeof want);
    tensor_describe(loaded.dtype, loaded.ndim, loaded.shape, got,
                    sizeof got);
    tensor_free(&loaded);
    return tt_fail(e, "%s holds %s, expected %s", s->init_text, got, want);
  }
  *t = loaded;
  return 0;
}

static int build_tensor(Plan *p, int i, TtErr *e) {
  RunArg *a = &p->args[i];
  const ArgSpec *s = a->spec;
  HostTensor *t = &a->t;
  if (s->dtype_given)
    t->dtype = s->dtype;
  t->ndim = s->ndim < 0 ? 0 : s->ndim;
  for (int d = 0; d < t->ndim; d++) {
    t->shape[d] = s->dims[d];
    if (s->dim_names[d][0] &&
        resolve_dim(p, i, s->dim_names[d], &t->shape[d], e))
      return -1;
  }
  if (s->init == INIT_NPY)
    return build_from_npy(p, i, t, e);
  if (tensor_size(t))
    return tt_fail(e, "shape too large");
  t->data = malloc(t->bytes ? t->bytes : 1);
  if (!t->data)
    return tt_fail(e, "out of memory (%zu bytes)", t->bytes);
  return fill_generated(p, i, t, e);
}

static int build_args(Plan *p, TtErr *e) {
  for (int i = 0; i < p->nargs; i++) {
    RunArg *a = &p->args[i];
    if (a->kind == ARG_SCALAR) {
      a->scalar_size = tt_dtype_info(a->spec->dtype)->size;
      memcpy(a->scalar, a->spec->scalar, sizeof a->scalar);
    } else if (a->kind == ARG_TENSOR &&
               (build_tensor(p, i, e) ||
                (a->spec->is_desc && desc_plan(p, i, e)))) {
      char label[128];
      plan_arg_label(p, i, label, sizeof label);
      return tt_err_prefix(e, "%s, --arg '%s'", label, a->spec->text);
    }
  }
  return 0;
}

/* ---- kernel parameters --------------------------------------------------- */

static int add_param(Plan *p, int arg, ParamRole role, int dim, size_t size,
                     int64_t value) {
  LaunchParam *q = &p->params[p->nparams++];
  q->arg = arg;
  q->role = role;
  q->dim = dim;
  q->size = size;
  q->value = value;
  return 0;
}

/* One parameter per --arg, but a descriptor passes its CUtensorMap (128
 * bytes), then its shape as i32s and its strides in elements as i64s,
 * outermost first, as Triton's launcher does. */
static int plan_params(Plan *p, TtErr *e) {
  size_t cap = 0;
  for (int i = 0; i < p->nargs; i++)
    cap += p->args[i].spec->is_desc ? 1 + 2 * (size_t)p->args[i].map.rank : 1;
  p->params = calloc(cap ? cap : 1, sizeof *p->params);
  if (!p->params)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < p->nargs; i++) {
    const RunArg *a = &p->args[i];
    if (!a->spec->is_desc) {
      add_param(p, i, PARAM_VALUE, 0, a->kind == ARG_SCALAR ? a->scalar_size
                                                           : sizeof(uint64_t),
                0);
      continue;
    }
    int rank = a->map.rank;
    add_param(p, i, PARAM_TENSOR_MAP, 0, 128, 0);
    for (int d = 0; d < rank; d++)
      add_param(p, i, PARAM_DESC_SHAPE, d, 4, a->t.shape[d]);
    int64_t strides[TT_MAX_DIMS];
    tensor_row_major_strides(&a->t, strides);
    for (int d = 0; d < rank; d++)
      add_param(p, i, PARAM_DESC_STRIDE, d, 8, strides[d]);
  }
  return 0;
}

void plan_param_label(const Plan *p, int j, char *buf, size_t n) {
  static const char *const roles[] = {"", "'s CUtensorMap", "'s shape",
                                      "'s stride"};
  char label[128];
  if (j >= p->nparams) {
    snprintf(buf, n, "parameter %d (scratch pointer %d)", j,
             j - p->nparams);
    return;
  }
  const LaunchParam *q = &p->params[j];
  plan_arg_label(p, q->arg, label, sizeof label);
  if (q->role == PARAM_DESC_SHAPE || q->role == PARAM_DESC_STRIDE)
    snprintf(buf, n, "parameter %d: %s%s[%d]", j, label, roles[q->role],
             q->dim);
  else
    snprintf(buf, n, "parameter %d: %s%s", j, label, roles[q->role]);
}

/* ---- results --------------------------------------------------------------*/

static int resolve_ref(const Plan *p, const char *opt, const ResultReq *r,
                       int *out, TtErr *e) {
  char *end;
  long idx = strtol(r->ref, &end, 10);
  if (*end == '\0' && end != r->ref) {
    if (idx < 0 || idx >= p->nargs)
      return tt_fail(e, "%s '%s': no argument %ld (%d given, numbered from 0)",
                     opt, r->text, idx, p->nargs);
  } else {
    idx = -1;
    for (int i = 0; i < p->nargs; i++)
      if (p->args[i].name && !strcmp(p->args[i].name, r->ref))
        idx = i;
    if (idx < 0)
      return tt_fail(e, "%s '%s': no argument named '%s'%s", opt, r->text,
                     r->ref, p->meta.has_args ? "" : " (names need the "
                     "metadata's \"args\"; use an index)");
  }
  if (p->args[idx].kind != ARG_TENSOR)
    return tt_fail(e, "%s '%s': argument %ld is %s, not a tensor", opt,
                   r->text, idx,
                   p->args[idx].kind == ARG_NULL ? "null" : "a scalar");
  *out = (int)idx;
  return 0;
}

/* torch.testing's defaults: tight for f32/f64, looser for 16- and 8-bit. */
static void default_tolerance(TtDType t, double *atol, double *rtol) {
  switch (t) {
  case TT_F16: *atol = 1e-5; *rtol = 1e-3; break;
  case TT_BF16: *atol = 1e-5; *rtol = 1.6e-2; break;
  case TT_F32: *atol = 1e-5; *rtol = 1.3e-6; break;
  case TT_F64: *atol = 1e-7; *rtol = 1e-7; break;
  case TT_FP8E4M3: *atol = 1e-5; *rtol = 0.125; break;
  case TT_FP8E5M2: *atol = 1e-5; *rtol = 0.25; break;
  default: *atol = 0; *rtol = 0; break;
  }
}

static int load_expect(Plan *p, Result *r, TtErr *e) {
  const HostTensor *t = &p->args[r->arg].t;
  if (npy_read(r->req->path, &t->dtype, &r->ref, e))
    return tt_err_prefix(e, "--expect '%s'", r->req->text);
  if (!shapes_equal(&r->ref, t->ndim, t->shape)) {
    char want[128], got[128];
    tensor_describe(t->dtype, t->ndim, t->shape, want, sizeof want);
    tensor_describe(r->ref.dtype, r->ref.ndim, r->ref.shape, got, sizeof got);
    return tt_fail(e, "--expect '%s': %s holds %s, but the argument is %s",
                   r->req->text, r->req->path, got, want);
  }
  default_tolerance(t->dtype, &r->atol, &r->rtol);
  if (p->opt->atol >= 0)
    r->atol = p->opt->atol;
  if (p->opt->rtol >= 0)
    r->rtol = p->opt->rtol;
  return 0;
}

static int resolve_results(Plan *p, const ResultReq *reqs, int n,
                           const char *opt, Result **out, int *nout,
                           TtErr *e) {
  *out = calloc(n ? (size_t)n : 1, sizeof **out);
  if (!*out)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < n; i++) {
    Result *r = &(*out)[i];
    r->req = &reqs[i];
    *nout = i + 1;
    if (resolve_ref(p, opt, r->req, &r->arg, e))
      return -1;
    p->args[r->arg].is_output = 1;
    if (!strcmp(opt, "--expect") && load_expect(p, r, e))
      return -1;
  }
  return 0;
}

/* --poison=REF,... names the tensors; plain --poison means the --expect
 * ones: anything the kernel fails to write then shows up as a mismatch. */
static int choose_poisoned(Plan *p, TtErr *e) {
  const char *list = p->opt->poison_refs;
  if (!list) {
    for (int i = 0; i < p->nexpects; i++)
      p->args[p->expects[i].arg].poisoned = 1;
    return 0;
  }
  while (*list) {
    ResultReq r = {0};
    size_t n = strcspn(list, ",");
    if (n == 0 || n >= sizeof r.ref)
      return tt_fail(e, "--poison=%s: expected REF[,REF...]",
                     p->opt->poison_refs);
    memcpy(r.ref, list, n);
    r.text = r.ref;
    int idx;
    if (resolve_ref(p, "--poison", &r, &idx, e))
      return -1;
    p->args[idx].poisoned = 1;
    list += n + (list[n] == ',');
  }
  return 0;
}

static void poison(Plan *p) {
  for (int i = 0; i < p->nargs; i++) {
    HostTensor *t = &p->args[i].t;
    if (!p->args[i].poisoned)
      continue;
    size_t esize = tt_dtype_info(t->dtype)->size;
    if (tt_dtype_is_float(t->dtype))
      for (size_t k = 0; k < t->count; k++)
        tt_store_nan(t->dtype, t->data + k * esize);
    else
      memset(t->data, 0xff, t->bytes);
  }
}

int plan_build(const Options *o, Plan *p, TtErr *e) {
  memset(p, 0, sizeof *p);
  p->opt = o;
  p->kernel_path = o->kernel_path;
  p->nargs = o->nargs;
  p->args = calloc(o->nargs ? (size_t)o->nargs : 1, sizeof *p->args);
  if (!p->args)
    return tt_fail(e, "out of memory");
  for (int i = 0; i < o->nargs; i++) {
    p->args[i].spec = &o->args[i];
    p->args[i].kind = o->args[i].kind;
    p->args[i].name = "";
    p->args[i].meta_index = -1;
  }
  if (load_meta(o, p, e) || load_image(o, p, e) || resolve_launch(o, p, e) ||
      match_meta(o, p, e) || build_args(p, e) || plan_params(p, e) ||
      resolve_results(p, o->outs, o->nouts, "--out", &p->outs, &p->nouts, e) ||
      resolve_results(p, o->prints, o->nprints, "--print", &p->prints,
                      &p->nprints, e) ||
      resolve_results(p, o->expects, o->nexpects, "--expect", &p->expects,
                      &p->nexpects, e))
    return -1;
  if (o->poison) {
    if (choose_poisoned(p, e))
      return -1;
    poison(p);
  }
  p->bytes_per_launch = o->bytes;
  if (p->bytes_per_launch < 0) {
    p->bytes_per_launch = 0;
    for (int i = 0; i < p->nargs; i++)
      p->bytes_per_launch += (double)p->args[i].t.bytes;
  }
  return 0;
}

static const char *init_name(const ArgSpec *s, char *buf, size_t n) {
  static const char *const names[] = {"rand", "randn", "iota", "zeros",
                                      "ones", "fill", "npy"};
  if (s->init == INIT_FILL)
    snprintf(buf, n, "fill:%s", s->init_text);
  else if (s->init == INIT_NPY)
    snprintf(buf, n, "@%s", s->init_text);
  else
    snprintf(buf, n, "%s", names[s->init]);
  return buf;
}

void plan_print(const Plan *p, FILE *f) {
  fprintf(f, "kernel %s from %s (%s)\n", p->kernel_name, p->kernel_path,
          p->is_ptx ? "PTX, JIT-compiled by the driver" : "cubin");
  fprintf(f, "launch grid (%u, %u, %u) block (%u, 1, 1) = %ld warps, shared "
          "%ld bytes\n", p->grid[0], p->grid[1], p->grid[2], p->block,
          p->num_warps, p->shared);
  for (int i = 0; i < p->nargs; i++) {
    const RunArg *a = &p->args[i];
    char label[128], desc[160], init[300];
    plan_arg_label(p, i, label, sizeof label);
    if (a->kind == ARG_NULL) {
      fprintf(f, "  %s: null\n", label);
    } else if (a->kind == ARG_SCALAR) {
      tt_format_value(a->spec->dtype, a->scalar, desc, sizeof desc);
      fprintf(f, "  %s: %s = %s\n", label,
              tt_dtype_info(a->spec->dtype)->name, desc);
    } else {
      tensor_describe(a->t.dtype, a->t.ndim, a->t.shape, desc, sizeof desc);
      fprintf(f, "  %s: %s %s, %zu bytes%s%s\n", label, desc,
              init_name(a->spec, init, sizeof init), a->t.bytes,
              a->is_output ? ", output" : "",
              a->poisoned ? " (poisoned)" : "");
      if (a->spec->is_desc) {
        char map[400];
        desc_describe(&a->map, map, sizeof map);
        fprintf(f, "    %s\n", map);
      }
    }
  }
  for (int j = 0; j < p->nparams; j++) {
    const LaunchParam *q = &p->params[j];
    char label[200];
    if (q->role != PARAM_DESC_SHAPE && q->role != PARAM_DESC_STRIDE)
      continue;
    plan_param_label(p, j, label, sizeof label);
    fprintf(f, "  %s = %lld\n", label, (long long)q->value);
  }
  static const char *const scratch[2] = {"global scratch", "profile scratch"};
  for (int i = 0; i < p->scratch_params; i++) {
    if (i < 2 && p->scratch_bytes[i])
      fprintf(f, "  arg %d: %s, %zu bytes\n", p->nargs + i, scratch[i],
              p->scratch_bytes[i]);
    else
      fprintf(f, "  arg %d: null (%s)\n", p->nargs + i,
              i < 2 ? scratch[i] : "extra pointer");
  }
}

void plan_free(Plan *p) {
  for (int i = 0; i < p->nargs; i++)
    tensor_free(&p->args[i].t);
  for (int i = 0; i < p->nexpects; i++)
    tensor_free(&p->expects[i].ref);
  free(p->args);
  free(p->params);
  free(p->outs);
  free(p->prints);
  free(p->expects);
  free(p->image);
  meta_free(&p->meta);
}
