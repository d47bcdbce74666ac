#include "tensor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tensor_describe(TtDType t, int ndim, const int64_t *shape, char *buf,
                     size_t n) {
  size_t used = (size_t)snprintf(buf, n, "%s[", tt_dtype_info(t)->name);
  for (int i = 0; i < ndim && used < n; i++)
    used += (size_t)snprintf(buf + used, n - used, i ? ",%lld" : "%lld",
                             (long long)shape[i]);
  if (used < n)
    snprintf(buf + used, n - used, "]");
}

void tensor_format_index(const HostTensor *t, size_t flat, char *buf,
                         size_t n) {
  int64_t idx[TT_MAX_DIMS];
  for (int i = t->ndim - 1; i >= 0; i--) {
    idx[i] = (int64_t)(flat % (size_t)t->shape[i]);
    flat /= (size_t)t->shape[i];
  }
  size_t used = (size_t)snprintf(buf, n, "[");
  for (int i = 0; i < t->ndim && used < n; i++)
    used += (size_t)snprintf(buf + used, n - used, i ? ", %lld" : "%lld",
                             (long long)idx[i]);
  if (used < n)
    snprintf(buf + used, n - used, "]");
}

void tensor_row_major_strides(const HostTensor *t, int64_t *strides) {
  int64_t stride = 1;
  for (int d = t->ndim - 1; d >= 0; d--) {
    strides[d] = stride;
    stride *= t->shape[d];
  }
}

int tensor_size(HostTensor *t) {
  size_t count = 1, elem = tt_dtype_info(t->dtype)->size;
  for (int i = 0; i < t->ndim; i++) {
    if (t->shape[i] < 0 ||
        (t->shape[i] && count > SIZE_MAX / 2 / elem / (size_t)t->shape[i]))
      return -1;
    count *= (size_t)t->shape[i];
  }
  t->count = count;
  t->bytes = count * elem;
  return 0;
}

void tensor_free(HostTensor *t) {
  free(t->data);
  t->data = NULL;
}
