/* tt-run: the CUDA driver, loaded at run time.
 *
 * tt-run links nothing of CUDA: it dlopen()s libcuda.so.1 and looks up each
 * entry point under the versioned name cuda.h's macros give it, so the binary
 * starts (and says "no CUDA driver") on machines without one, and always gets
 * the entry point versions matching the cuda.h it was compiled against. */
#ifndef TT_RUN_CUDADRV_H
#define TT_RUN_CUDADRV_H

#include <cuda.h>

#include "error.h"

/* Every entry point tt-run calls. The names go through cuda.h's macros
 * (cuMemAlloc -> cuMemAlloc_v2), so the members and calls line up with the
 * versioned functions the header declares. */
#define TT_CU_REQUIRED(X)                                                     \
  X(cuInit) X(cuDriverGetVersion) X(cuDeviceGetCount) X(cuDeviceGet)         \
  X(cuDeviceGetName) X(cuDeviceGetAttribute) X(cuDeviceTotalMem)             \
  X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease)                   \
  X(cuCtxSetCurrent) X(cuCtxSynchronize) X(cuModuleLoadDataEx)               \
  X(cuModuleUnload) X(cuModuleGetFunction) X(cuFuncSetAttribute)             \
  X(cuFuncGetAttribute) X(cuMemAlloc) X(cuMemFree) X(cuMemcpyHtoD)           \
  X(cuMemcpyDtoH) X(cuMemsetD32Async) X(cuLaunchKernel) X(cuEventCreate)     \
  X(cuEventRecord) X(cuEventSynchronize) X(cuEventElapsedTime)               \
  X(cuEventDestroy) X(cuGetErrorName) X(cuGetErrorString)
/* Newer than some drivers: used when present (argument checks; host tensor
 * descriptors, CUDA 12.0+). */
#define TT_CU_OPTIONAL(X) X(cuFuncGetParamInfo) X(cuTensorMapEncodeTiled)

typedef struct {
  void *lib;
#define TT_CU_MEMBER(fn) __typeof__(fn) *fn;
  TT_CU_REQUIRED(TT_CU_MEMBER)
  TT_CU_OPTIONAL(TT_CU_MEMBER)
#undef TT_CU_MEMBER
} CuApi;

/* Loads the driver and resolves every entry point. */
int cu_load(CuApi *api, TtErr *e);
void cu_unload(CuApi *api);
/* If r is an error: "<call>: CUDA_ERROR_X (description)", returns -1. */
int cu_check(const CuApi *api, CUresult r, const char *call, TtErr *e);

#endif
