/* tt-aot: one specialization of a kernel -- its binary, its metadata and the
 * signature it was compiled for, checked against each other and named as
 * Triton's compile.py names it: <name>_<hash>_<suffix>, the hash from the
 * signature, num_warps and num_stages, the suffix listing the specialized
 * arguments ("3d": argument 3 divisible by 16, "7c": argument 7 equal to 1). */
#ifndef TT_AOT_SPEC_H
#define TT_AOT_SPEC_H

#include <stddef.h>

#include "error.h"
#include "meta.h"
#include "options.h"
#include "sig.h"

typedef struct {
  const char *path;           /* the binary, as given */
  unsigned char *image;       /* its bytes */
  size_t image_size;          /* bytes to embed (PTX: with its NUL) */
  int is_ptx;
  char *meta_path;
  char *function;             /* the entry point: the metadata's "name" */
  char *name;                 /* prefix of the C names */
  char *arch;                 /* the metadata's "arch" ("sm90"), or NULL */
  Signature sig;              /* with the metadata's argument names */
  char *launcher;             /* <name>_<hash>_<suffix> */
  char *file_tag;             /* <hash>_<suffix>, in the file names */
  char *algo;                 /* "1024_warps4xstages3" */
  long num_warps, num_stages, shared;
  long long scratch_size[2], scratch_align[2];   /* global, profile */
  DescMeta *descs;            /* the encoding of each descriptor, in order */
  int ndescs;
} Spec;

int spec_load(const Options *o, Spec *s, TtErr *e);
void spec_free(Spec *s);

#endif
