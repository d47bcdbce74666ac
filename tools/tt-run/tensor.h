/* tt-run: host-side tensors. */
#ifndef TT_RUN_TENSOR_H
#define TT_RUN_TENSOR_H

#include <stddef.h>
#include <stdint.h>

#include "dtype.h"

enum { TT_MAX_DIMS = 8 };

typedef struct {
  TtDType dtype;
  int ndim;                    /* 0 for a one-element 0-d array */
  int64_t shape[TT_MAX_DIMS];
  size_t count;                /* product of shape */
  size_t bytes;                /* count * element size */
  unsigned char *data;
} HostTensor;

/* "f32[64,64]" */
void tensor_describe(TtDType t, int ndim, const int64_t *shape, char *buf,
                     size_t n);
/* Multi-index of a flat C-order offset: "[3, 5]" */
void tensor_format_index(const HostTensor *t, size_t flat, char *buf,
                         size_t n);
/* The elements between neighbours along each dimension of a contiguous
 * C-order tensor, outermost first. */
void tensor_row_major_strides(const HostTensor *t, int64_t *strides);
/* Sets count and bytes from the shape; -1 on overflow. */
int tensor_size(HostTensor *t);
void tensor_free(HostTensor *t);

#endif
