#include "desc.h"

#include <stdio.h>
#include <string.h>

int desc_meta_rank(const KernelMeta *m, int index, int ordinal) {
  if (m->args[index].block_ndim > 0)
    return m->args[index].block_ndim;
  if (ordinal < m->ndescs)
    return m->descs[ordinal].rank;
  return 0;
}

int desc_check_followers(const KernelMeta *m, int index, int rank,
                         TtErr *e) {
  const MetaArg *d = &m->args[index];
  for (int k = 1; k <= 2 * rank; k++) {
    const char *want = k <= rank ? "i32" : "i64";
    const MetaArg *a = index + k < m->nargs ? &m->args[index + k] : NULL;
    if (!a || a->is_pointer || a->is_desc || strncmp(a->type, want, 3) != 0)
      return tt_fail(e, "%s: descriptor '%s' (args[%d], rank %d) must be "
                     "followed by its %d shape values (i32) and %d strides "
                     "(i64), but args[%d] is %s", m->path, d->name, index,
                     rank, rank, rank, index + k, a ? a->type : "missing");
  }
  return 0;
}

/* PTX's tensormap element types (what Triton's metadata records) differ
 * from the driver's CUtensorMapDataType in three places. */
static int host_data_type(int ptx_type) {
  switch (ptx_type) {
  case 8: return 10;   /* f32.ftz */
  case 9: return 8;    /* f64 */
  case 10: return 9;   /* bf16 */
  default: return ptx_type;
  }
}

/* "[128, 64]" */
static void format_extents(const int64_t *v, int ndim, char *buf, size_t n) {
  size_t used = (size_t)snprintf(buf, n, "[");
  for (int k = 0; k < ndim; k++)
    used += (size_t)snprintf(buf + used, used < n ? n - used : 0, "%s%lld",
                             k ? ", " : "", (long long)v[k]);
  snprintf(buf + used, used < n ? n - used : 0, "]");
}

static int check_block(const Plan *p, int i, const DescMeta *d, TtErr *e) {
  const RunArg *a = &p->args[i];
  const ArgSpec *s = a->spec;
  const MetaArg *ma = a->meta_index >= 0 ? &p->meta.args[a->meta_index]
                                         : NULL;
  char want[160], got[160];
  format_extents(s->block, s->block_ndim, got, sizeof got);
  if (s->block_ndim && ma && ma->block_ndim &&
      (s->block_ndim != ma->block_ndim ||
       memcmp(s->block, ma->block, sizeof(int64_t) * (size_t)s->block_ndim))) {
    format_extents(ma->block, ma->block_ndim, want, sizeof want);
    return tt_fail(e, "block %s given, but %s says the kernel's block is %s",
                   got, p->meta.path, want);
  }
  if (s->block_ndim && s->block_ndim != d->rank)
    return tt_fail(e, "block %s given, but the descriptor is %d-D", got,
                   d->rank);
  for (int k = 0; s->block_ndim && k < d->rank; k++)
    if (d->box[k] > s->block[k]) {
      format_extents(d->box, d->rank, want, sizeof want);
      return tt_fail(e, "block %s given, smaller than the box %s the "
                     "metadata's tensordesc_meta gives", got, want);
    }
  return 0;
}

int desc_plan(Plan *p, int i, TtErr *e) {
  RunArg *a = &p->args[i];
  const DescMeta *d = a->desc_meta;
  const HostTensor *t = &a->t;
  size_t esize = tt_dtype_info(t->dtype)->size;
  if (!d)
    return tt_fail(e, "a tensor descriptor needs its encoding (Triton's "
                   "'tensordesc_meta': swizzle, element type, box), and %s "
                   "has none for it; tt-translate writes it when it compiles "
                   "from TTGIR or earlier, or from --metadata-in",
                   p->meta.path ? p->meta.path : "no metadata file");
  if (d->fp4_padded)
    return tt_fail(e, "padded fp4 descriptors are not supported (tt-run has "
                   "no fp4 dtype)");
  if (t->ndim != d->rank)
    return tt_fail(e, "the descriptor is %d-D, the tensor %d-D", d->rank,
                   t->ndim);
  if ((int)esize != d->elem_size)
    return tt_fail(e, "the descriptor moves %d-byte elements, %s has %zu",
                   d->elem_size, tt_dtype_info(t->dtype)->name, esize);
  if (check_block(p, i, d, e))
    return -1;
  TensorMapPlan *m = &a->map;
  memset(m, 0, sizeof *m);
  m->rank = d->rank;
  m->data_type = host_data_type(d->elem_type);
  m->swizzle = d->swizzle;
  const MetaArg *ma = a->meta_index >= 0 ? &p->meta.args[a->meta_index]
                                         : NULL;
  m->block_ndim = a->spec->block_ndim ? a->spec->block_ndim
                  : ma ? ma->block_ndim : 0;
  memcpy(m->block, a->spec->block_ndim ? a->spec->block : ma ? ma->block
                                                            : m->block,
         sizeof m->block);
  /* Row-major and contiguous (the strides the kernel gets too); the driver
   * counts dimensions innermost first, in bytes, and TMA needs every stride
   * 16-byte aligned. */
  int64_t strides[TT_MAX_DIMS];
  tensor_row_major_strides(t, strides);
  for (int k = 0; k < d->rank; k++) {
    int dim = d->rank - 1 - k;
    if (t->shape[dim] > 0x7fffffff)
      return tt_fail(e, "dimension %d is %lld; a descriptor's shape is "
                     "passed as i32", dim, (long long)t->shape[dim]);
    m->dims[k] = (uint64_t)t->shape[dim];
    m->box[k] = (uint32_t)d->box[dim];
    if (k > 0) {
      uint64_t bytes = (uint64_t)strides[dim] * esize;
      if (bytes % 16)
        return tt_fail(e, "TMA needs every stride to be a multiple of 16 "
                       "bytes; dimension %d's is %llu (pad the innermost "
                       "dimension)", dim, (unsigned long long)bytes);
      m->strides[k - 1] = bytes;
    }
  }
  return 0;
}

void desc_describe(const TensorMapPlan *m, char *buf, size_t n) {
  static const char *const swizzles[] = {"no swizzle", "32-byte swizzle",
                                         "64-byte swizzle",
                                         "128-byte swizzle"};
  char block[160] = "unknown", box[160];
  int64_t outer_first[TT_MAX_DIMS];
  if (m->block_ndim)
    format_extents(m->block, m->block_ndim, block, sizeof block);
  for (int k = 0; k < m->rank; k++)
    outer_first[k] = m->box[m->rank - 1 - k];
  format_extents(outer_first, m->rank, box, sizeof box);
  snprintf(buf, n, "TMA descriptor: block %s, box %s, %s", block, box,
           swizzles[m->swizzle & 3]);
}
