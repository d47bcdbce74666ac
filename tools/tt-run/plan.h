/* tt-run: the launch plan -- the command line checked against the kernel's
 * metadata, with every host buffer built. Everything up to here runs without
 * a GPU, which is what --dry-run and the CPU-only tests exercise. */
#ifndef TT_RUN_PLAN_H
#define TT_RUN_PLAN_H

#include <stddef.h>

#include "args.h"
#include "meta.h"
#include "tensor.h"

typedef struct {
  const ArgSpec *spec;
  const char *name;            /* metadata name, or "" */
  ArgKind kind;
  HostTensor t;                /* ARG_TENSOR */
  unsigned char scalar[8];     /* ARG_SCALAR */
  size_t scalar_size;
  int is_output;               /* read back after the launch */
  int poisoned;
} RunArg;

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

#endif
