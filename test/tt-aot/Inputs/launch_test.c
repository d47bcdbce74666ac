/* Runs tt-aot's launchers and dispatchers against the stand-in driver of
 * mock_cuda.c, which prints what each call receives; launch.test checks
 * the lines. The function pointers pin the C types of each launch
 * function: with -Werror, another type is a compile error. */
#include <math.h>
#include <stdio.h>

#include "features.0313ee70_0d4d.h"
#include "mock_cuda.h"
#include "others.h"
#include "vadd.01feb3de_0d1d2d3d.h"
#include "vadd_all.h"

static CUresult (*const vadd_type)(CUstream, unsigned, unsigned, unsigned,
                                   CUdeviceptr, CUdeviceptr, CUdeviceptr,
                                   int32_t, int) = vadd;
static CUresult (*const vadd_launcher_type)(
    CUstream, unsigned, unsigned, unsigned, CUdeviceptr, CUdeviceptr,
    CUdeviceptr, int32_t) = vadd_01feb3de_0d1d2d3d;
static CUresult (*const mm_type)(CUstream, unsigned, unsigned, unsigned,
                                 CUdeviceptr, int32_t, int32_t, int) = mm;
static CUresult (*const features_type)(
    CUstream, unsigned, unsigned, unsigned, CUdeviceptr, float, float, int8_t,
    int64_t, uint8_t, TtTensorDescriptor, double) = features_0313ee70_0d4d;

static void result(const char *what, CUresult r) {
  printf("%s -> %d\n", what, (int)r);
}

int main(void) {
  CUstream s = (CUstream)0x5;
  /* The parameters each kernel's PTX declares, scratch pointers included. */
  mock_kernel_params("vadd-aligned", "vadd", "8 8 8 4 8 8");
  mock_kernel_params("vadd-any", "vadd", "8 8 8 4 8 8");
  mock_kernel_params("vadd-warps8", "vadd", "8 8 8 4 8 8");
  mock_kernel_params("mm-ones", "mm", "8 4 8 8");
  mock_kernel_params("mm-any", "mm", "8 4 4 8 8");
  mock_kernel_params("features", "features",
                     "8 2 2 1 8 1 128 4 4 8 8 8 8 8");
  (void)vadd_launcher_type;
  (void)features_type;

  printf("== vadd\n");
  result("aligned", vadd_type(s, 4, 1, 1, 0x1000, 0x2000, 0x3000, 4096, 0));
  result("x_ptr + 4", vadd(s, 4, 1, 1, 0x1004, 0x2000, 0x3000, 4096, 0));
  result("n = 1000", vadd_default(s, 1, 1, 1, 0x1000, 0x2000, 0x3000, 1000));
  result("algo 1", vadd(s, 2, 3, 1, 0x1000, 0x2000, 0x3000, 4096, 1));
  result("algo 1, n = 1000", vadd(s, 1, 1, 1, 0x1000, 0x2000, 0x3000, 1000, 1));
  result("algo 2", vadd(s, 1, 1, 1, 0x1000, 0x2000, 0x3000, 4096, 2));
  result("algo -1", vadd(s, 1, 1, 1, 0x1000, 0x2000, 0x3000, 4096, -1));
  result("empty grid", vadd(s, 0, 1, 1, 0x1000, 0x2000, 0x3000, 4096, 0));
  printf("algos: %d, modules loaded: %d\n", vadd_get_num_algos(),
         mock_loaded_modules());
  result("unload", unload_vadd());
  printf("modules loaded: %d\n", mock_loaded_modules());
  mock_fail_next_load(CUDA_ERROR_INVALID_IMAGE);
  result("load fails", vadd(s, 1, 1, 1, 0x1000, 0x2000, 0x3000, 4096, 0));
  result("load", load_vadd());
  printf("modules loaded: %d\n", mock_loaded_modules());
  result("unload", unload_vadd());

  printf("== mm\n");
  result("s == 1", mm_type(s, 8, 1, 1, 0x4000, 512, 1, 0));
  result("s == 2", mm(s, 8, 1, 1, 0x4000, 512, 2, 0));
  result("unload", unload_mm());

  printf("== features\n");
  TtTensorDescriptor d = {0x7000, {100, 48}, {48, 1}};
  result("launch", features_0313ee70_0d4d(s, 3, 2, 1, 0x8000, 1.5f, 1.5f, 1,
                                          -2, 255, d, 0.25));
  result("halves", features(s, 1, 1, 1, 0x8000, 65504.0f, -0.0f, 0, 0, 0, d,
                            0, 0));
  result("tiny", features(s, 1, 1, 1, 0x8000, 1e-7f, NAN, 0, 0, 0, d, 0, 0));
  result("rounding", features(s, 1, 1, 1, 0x8000, 1.00048828125f, 65520.0f,
                              0, 0, 0, d, 0, 0));
  TtTensorDescriptor strided = {0x7000, {100, 48}, {96, 2}};
  result("inner stride 2", features(s, 1, 1, 1, 0x8000, 0, 0, 0, 0, 0,
                                    strided, 0, 0));
  TtTensorDescriptor huge = {0x7000, {1ll << 31, 48}, {48, 1}};
  result("2^31 rows", features(s, 1, 1, 1, 0x8000, 0, 0, 0, 0, 0, huge, 0, 0));
  result("unload", unload_features());
  return 0;
}
