/* tt-run: the launch plan -- the command line checked against the kernel's
 * metadata, with every host buffer built. Everything up to here runs without
 * a GPU, which is what --dry-run and the CPU-only tests exercise. */
#ifndef TT_RUN_PLAN_H
#define TT_RUN_PLAN_H

#include <stddef.h>
#include <stdint.h>

#include "args.h"
#include "meta.h"
#include "tensor.h"

/* A host tensor descriptor as cuTensorMapEncodeTiled takes it: innermost
 * dimension first, strides in bytes for every dimension but the innermost
 * (which is contiguous), the box one TMA message moves. */
typedef struct {
  int rank;
  int data_type;               /* CU_TENSOR_MAP_DATA_TYPE_* (the host enum) */
  int swizzle;                 /* CU_TENSOR_MAP_SWIZZLE_* */
  uint64_t dims[TT_MAX_DIMS];
  uint64_t strides[TT_MAX_DIMS - 1];
  uint32_t box[TT_MAX_DIMS];
  int block_ndim;              /* the kernel's block, when known (printing) */
  int64_t block[TT_MAX_DIMS];
} TensorMapPlan;

typedef struct {
  const ArgSpec *spec;
  const char *name;            /* metadata name, or "" */
  ArgKind kind;
  HostTensor t;                /* ARG_TENSOR */
  unsigned char scalar[8];     /* ARG_SCALAR */
  size_t scalar_size;
  int is_output;               /* read back after the launch */
  int poisoned;
  int meta_index;              /* its entry in the metadata's "args", or -1 */
  const DescMeta *desc_meta;   /* spec->is_desc: its tensordesc_meta entry */
  TensorMapPlan map;           /* spec->is_desc */
} RunArg;

/* What one kernel parameter carries. A descriptor --arg becomes several:
 * the CUtensorMap by value, then its shape (i32) and strides (i64), as
 * Triton's launcher passes a TensorDescriptor. */
typedef enum {
  PARAM_VALUE,                 /* a pointer or scalar */
  PARAM_TENSOR_MAP,
  PARAM_DESC_SHAPE,
  PARAM_DESC_STRIDE
} ParamRole;

typedef struct {
  int arg;                     /* the --arg it comes from */
  ParamRole role;
  int dim;                     /* shape and stride: which dimension */
  size_t size;                 /* bytes */
  int64_t value;               /* shape and stride */
} LaunchParam;

typedef struct {
  const ResultReq *req;
  int arg;
  HostTensor ref;              /* --expect only */
  double atol, rtol;
} Result;

typedef struct {
  const Options *opt;
  KernelMeta meta;
  const char *kernel_path;
  char kernel_name[256];
  char *image;                 /* file contents, NUL-terminated */
  size_t image_size;
  int is_ptx;
  unsigned grid[3];
  unsigned block;              /* num_warps * 32 */
  long num_warps, shared;
  RunArg *args;
  int nargs;
  LaunchParam *params;         /* the kernel's parameters, scratch aside */
  int nparams;
  int scratch_params;
  size_t scratch_bytes[2];     /* global, profile: 0 passes null */
  Result *outs, *prints, *expects;
  int nouts, nprints, nexpects;
  double bytes_per_launch;
} Plan;

int plan_build(const Options *o, Plan *p, TtErr *e);
void plan_print(const Plan *p, FILE *f);
void plan_free(Plan *p);
/* "arg 2 (out_ptr)" or "arg 2" */
void plan_arg_label(const Plan *p, int i, char *buf, size_t n);
/* "parameter 3: arg 0 (a_desc)'s stride 0" */
void plan_param_label(const Plan *p, int j, char *buf, size_t n);

#endif
