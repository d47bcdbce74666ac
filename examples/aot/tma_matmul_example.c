/* tma_matmul ahead of time: examples/aot/tma_matmul.py, whose operands are
 * host tensor descriptors (Triton's TensorDescriptor), compiled for sizes
 * that are multiples of 16. The launcher takes each descriptor as a
 * TtTensorDescriptor (address, shape, strides) and encodes its CUtensorMap
 * as Triton's launcher does. Each case is checked against the CPU. */
#include "example.h"
#include "tma_matmul.h"

enum { BM = 128, BN = 128 };   /* the kernel's tile: one program per tile */

/* C[M, N] (fp32) = A[M, K] @ B[K, N] (fp16); the launch must return want.
 * 1 if the case failed. */
static int run_case(CUstream stream, const char *what, int M, int N, int K,
                    CUresult want) {
  size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
  uint16_t *a = malloc(na * 2), *b = malloc(nb * 2);
  float *c = malloc(nc * 4);
  uint32_t seed = 7u + (uint32_t)(M * 3 + N * 5 + K * 7);
  if (!a || !b || !c) {
    printf("  %s: out of memory\n", what);
    exit(1);
  }
  for (size_t i = 0; i < na; i++)
    a[i] = example_f16(example_eighths(&seed));
  for (size_t i = 0; i < nb; i++)
    b[i] = example_f16(example_eighths(&seed));
  CUdeviceptr da = example_alloc(na * 2), db = example_alloc(nb * 2);
  CUdeviceptr dc = example_alloc(nc * 4);
  CHECK(cuMemcpyHtoD(da, a, na * 2));
  CHECK(cuMemcpyHtoD(db, b, nb * 2));
  /* Row-major tensors: shape and strides in elements, outermost first. */
  TtTensorDescriptor ta = {da, {M, K}, {K, 1}};
  TtTensorDescriptor tb = {db, {K, N}, {N, 1}};
  TtTensorDescriptor tc = {dc, {M, N}, {N, 1}};
  unsigned grid = (unsigned)(((M + BM - 1) / BM) * ((N + BN - 1) / BN));
  CUresult r = tma_matmul_default(stream, grid, 1, 1, ta, tb, tc, M, N, K);
  int failed = r != want, bad = 0;
  double worst = 0;
  if (failed)
    printf("  %s: tma_matmul returned %d, expected %d\n", what, (int)r,
           (int)want);
  if (!failed && r == CUDA_SUCCESS) {
    CHECK(cuStreamSynchronize(stream));
    CHECK(cuMemcpyDtoH(c, dc, nc * 4));
    for (int m = 0; m < M; m++)
      for (int n = 0; n < N; n++) {
        double want_mn = 0, got = c[(size_t)m * N + n];
        for (int k = 0; k < K; k++)
          want_mn += (double)example_f32(a[(size_t)m * K + k]) *
                     example_f32(b[(size_t)k * N + n]);
        double err = got > want_mn ? got - want_mn : want_mn - got;
        if (!(err <= worst))
          worst = err;                 /* NaN included */
        /* The sums are exact in fp32. */
        if (!example_close(got, want_mn, 1e-3, 1e-5) && bad++ == 0)
          printf("  %s: C[%d][%d] = %g, expected %g\n", what, m, n, got,
                 want_mn);
      }
    failed = bad > 0;
    if (bad)
      printf("  %s: %d of %zu elements differ\n", what, bad, nc);
  }
  if (!failed && r == CUDA_SUCCESS)
    printf("  %s: ok, largest error %g\n", what, worst);
  else if (!failed)
    printf("  %s: ok (refused)\n", what);
  CHECK(cuMemFree(da));
  CHECK(cuMemFree(db));
  CHECK(cuMemFree(dc));
  free(a);
  free(b);
  free(c);
  return failed;
}

int main(void) {
  CUstream stream;
  int failed = 0;
  example_init("tma_matmul");
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  failed += run_case(stream, "512 x 512 x 512", 512, 512, 512, CUDA_SUCCESS);
  failed += run_case(stream, "256 x 384 x 192", 256, 384, 192, CUDA_SUCCESS);
  /* rows 208 to 255 of the last tiles are outside the tensors: TMA reads
   * them as zeros and does not write them */
  failed += run_case(stream, "208 x 128 x 192", 208, 128, 192, CUDA_SUCCESS);
  /* compiled for M % 16 == 0 only: no launcher takes M = 200 */
  failed += run_case(stream, "200 x 128 x 192: no launcher", 200, 128, 192,
                     CUDA_ERROR_INVALID_VALUE);
  CHECK(unload_tma_matmul());
  CHECK(cuStreamDestroy(stream));
  return example_report(failed, 4);
}
