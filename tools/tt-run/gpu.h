/* tt-run: everything that touches the GPU -- context, module, buffers,
 * launches and timing. The CUDA context (the device's primary context) is
 * the only process-wide state tt-run keeps. */
#ifndef TT_RUN_GPU_H
#define TT_RUN_GPU_H

#include <stdio.h>

#include "cudadrv.h"
#include "plan.h"

typedef struct Gpu {
  CuApi api;
  CUdevice dev;
  CUcontext ctx;
  int have_ctx;
  CUmodule mod;
  CUfunction fn;
  int nargs;              /* --arg count */
  int nparams;            /* kernel args + scratch pointers */
  int ncopies;            /* --rotate */
  CUdeviceptr *bufs;      /* [copy][arg], 0 for non-tensors */
  CUdeviceptr scratch[2];
  size_t scratch_bytes[2];
  CUdeviceptr flush;      /* --flush-l2 buffer */
  unsigned long long *values;  /* [copy][param]: pointer or scalar bits */
  CUtensorMap *maps;      /* [copy][arg]: descriptor --args' CUtensorMaps */
  void **params;          /* [copy][param] -> values */
  const struct Gpu *beside;  /* gpu_prepare_beside: whose buffers, and
                                scratch where equal, these are */
} Gpu;

typedef struct {
  double min_ms, median_ms, max_ms;
} BenchTimes;

int gpu_list_devices(FILE *f, TtErr *e);
/* Opens the device, loads the module, checks the launch against the kernel
 * and uploads `copies` sets of buffers. */
int gpu_prepare(Gpu *g, const Plan *p, int copies, TtErr *e);
/* Loads a second kernel (same arguments) that launches on `first`'s
 * buffers, and on its scratch where that is large enough: the same
 * addresses, so that its timing sees the same caches and memory channels;
 * `first` must outlive it. */
int gpu_prepare_beside(Gpu *g, const Plan *p, const Gpu *first, TtErr *e);
/* One launch on buffer set 0, synchronized, outputs copied back. */
int gpu_run_once(Gpu *g, Plan *p, TtErr *e);
int gpu_bench(Gpu *g, const Plan *p, long n, long warmup, int flush_l2,
              BenchTimes *out, TtErr *e);
void gpu_close(Gpu *g);

#endif
