/* tt-run: the kernel's metadata, read from <kernel>.json.
 *
 * The fields are Triton's (name, num_warps, shared, global_scratch_size, ...),
 * plus one Triton does not write and tt-translate does: "args", the kernel's
 * runtime parameters in order (constexprs and the two trailing scratch
 * pointers excluded):
 *   "args": [{"name": "x_ptr", "type": "*fp32"}, {"name": "n", "type": "i32"}]
 * Types use Triton's signature spellings; a ":16"-style hint suffix is
 * ignored. Without "args", the command line alone says what to pass.
 *
 * A tensor descriptor from the host is the type "nvTmaDesc" (tt-translate
 * adds its "block_shape"), followed by its shape (i32s) and strides (i64s);
 * Triton's "tensordesc_meta" says, per descriptor, how to encode it. */
#ifndef TT_RUN_META_H
#define TT_RUN_META_H

#include <stdint.h>

#include "dtype.h"
#include "error.h"
#include "tensor.h"

/* The spelling of a host tensor descriptor argument (a CUtensorMap). */
#define TT_META_DESC_TYPE "nvTmaDesc"

/* One entry of Triton's "tensordesc_meta": how a descriptor is encoded. */
typedef struct {
  int swizzle;       /* CU_TENSOR_MAP_SWIZZLE_* */
  int elem_size;     /* bytes */
  int elem_type;     /* PTX's tensormap element type (not the host enum) */
  int rank;
  int64_t box[TT_MAX_DIMS];  /* "block_size": one TMA message */
  int fp4_padded;
} DescMeta;

typedef struct {
  char *name;
  char *type;        /* as written, for messages */
  int is_pointer;
  int is_desc;       /* nvTmaDesc */
  TtDType dtype;     /* element type for pointers */
  int block_ndim;    /* nvTmaDesc with "block_shape"; 0 if not given */
  int64_t block[TT_MAX_DIMS];
} MetaArg;

typedef struct {
  char *path;
  char *name;        /* NULL when absent */
  long num_warps;    /* 0 when absent */
  long shared;       /* -1 when absent */
  long long global_scratch_size, global_scratch_align;
  long long profile_scratch_size, profile_scratch_align;
  long num_ctas;
  int cooperative, pdl;
  int has_args;
  MetaArg *args;
  int nargs;
  DescMeta *descs;   /* "tensordesc_meta", in descriptor order */
  int ndescs;
} KernelMeta;

int meta_load(const char *path, KernelMeta *m, TtErr *e);
/* An empty description: every field absent. */
void meta_init(KernelMeta *m);
void meta_free(KernelMeta *m);
/* Parses "*fp32", "i32", "fp16:16" ...; -1 if not a type. */
int meta_parse_type(const char *text, int *is_pointer, TtDType *dtype);

#endif
