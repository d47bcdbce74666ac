/* tt-run: NumPy .npy files (format versions 1.0, 2.0 and 3.0).
 *
 * Only what a kernel can consume is accepted: little-endian (or byte-sized)
 * data in C order with a simple type string. Anything else -- big-endian,
 * Fortran order, structured dtypes, truncated data -- is an error naming the
 * file and what to do instead. */
#ifndef TT_RUN_NPY_H
#define TT_RUN_NPY_H

#include "error.h"
#include "file.h"
#include "tensor.h"

/* Reads path into t. With want != NULL the file must hold that dtype (bf16
 * and fp8 also accept their raw-bits stand-ins <u2 and |u1); otherwise the
 * dtype comes from the file. */
int npy_read(const char *path, const TtDType *want, HostTensor *t, TtErr *e);
/* Writes t as a .npy file to a temporary beside path (see file.h). */
int npy_stage(const char *path, const HostTensor *t, StagedFile *out,
              TtErr *e);

#endif
