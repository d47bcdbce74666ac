/* tt-run: the command line. Parsing only checks syntax; what the arguments
 * mean against the kernel's metadata is checked in plan.c. */
#ifndef TT_RUN_ARGS_H
#define TT_RUN_ARGS_H

#include <stdint.h>
#include <stdio.h>

#include "dtype.h"
#include "error.h"
#include "tensor.h"

typedef enum { ARG_TENSOR, ARG_SCALAR, ARG_NULL } ArgKind;
typedef enum { INIT_RAND, INIT_RANDN, INIT_IOTA, INIT_ZEROS, INIT_ONES,
               INIT_FILL, INIT_NPY } InitKind;

/* One --arg. Tensors: DTYPE[DIMS]=INIT or @file.npy; scalars: DTYPE=VALUE;
 * null pointers: null. A tensor behind a host tensor descriptor (Triton's
 * TensorDescriptor) is the same with "desc:" in front and, optionally, the
 * block shape after the dims: desc:f16[M,K]/[128,64]=rand. */
typedef struct {
  const char *text;
  ArgKind kind;
  int is_desc;
  int block_ndim;                  /* 0: the block comes from the metadata */
  int64_t block[TT_MAX_DIMS];
  int dtype_given;                 /* 0 only for a bare @file.npy */
  TtDType dtype;
  int ndim;                        /* -1: shape comes from the .npy file */
  int64_t dims[TT_MAX_DIMS];
  char dim_names[TT_MAX_DIMS][64]; /* "" or the scalar argument named */
  InitKind init;
  const char *init_text;           /* fill value or .npy path */
  char *owned_path;                /* desc:@file.npy/[...]: the path, copied */
  unsigned char scalar[8];
} ArgSpec;

/* --out REF=@file.npy, --expect REF=@file.npy, --print REF[:count]. REF is an
 * argument index (0-based) or a name from the metadata's "args". */
typedef struct {
  const char *text;
  char ref[64];
  const char *path;
  long count;
} ResultReq;

typedef struct {
  const char *kernel_path, *json_path, *kernel_name;
  long num_warps, shared;          /* -1: from metadata or the default */
  unsigned grid[3];
  int have_grid;
  ArgSpec *args;
  int nargs;
  ResultReq *outs, *prints, *expects;
  int nouts, nprints, nexpects;
  uint64_t seed;
  int device;
  int list_devices, dry_run, poison, verbose, help, flush_l2;
  const char *poison_refs;         /* --poison=REF,...; NULL: --expect's */
  double atol, rtol;               /* < 0: per-dtype default */
  long bench, warmup, rotate;
  const char *compare_path;        /* --compare: a second kernel file timed */
  long rounds;                     /* --rounds: of --bench launches each */
  double bytes, flops;             /* < 0: default / none */
  int scratch_params;
} Options;

int args_parse(int argc, char **argv, Options *o, TtErr *e);
void args_free(Options *o);
void args_usage(FILE *f);

#endif
