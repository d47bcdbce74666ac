/* matmul ahead of time: examples/matmul.py compiled for its usual
 * specialization (sizes and row strides multiples of 16, unit column
 * strides) and for any sizes and strides, linked by tt-aot into matmul(),
 * which picks the launcher at run time. Each case is checked against a
 * matmul on the CPU. */
#include "example.h"
#include "matmul.h"

enum { BM = 128, BN = 128 };   /* matmul's tile: one program per tile */

/* C[M, N] = A[M, K] @ B[K, N] in fp16, B stored transposed (as [N, K]) if
 * b_transposed. 1 if the case failed. */
static int run_case(CUstream stream, const char *what, int M, int N, int K,
                    int b_transposed) {
  size_t na = (size_t)M * K, nb = (size_t)K * N, nc = (size_t)M * N;
  uint16_t *a = malloc(na * 2), *b = malloc(nb * 2), *c = malloc(nc * 2);
  uint32_t seed = 42u + (uint32_t)(M * 3 + N * 5 + K * 7);
  if (!a || !b || !c) {
    printf("  %s: out of memory\n", what);
    exit(1);
  }
  for (size_t i = 0; i < na; i++)
    a[i] = example_f16(example_eighths(&seed));
  for (size_t i = 0; i < nb; i++)
    b[i] = example_f16(example_eighths(&seed));
  CUdeviceptr da = example_alloc(na * 2), db = example_alloc(nb * 2);
  CUdeviceptr dc = example_alloc(nc * 2);
  CHECK(cuMemcpyHtoD(da, a, na * 2));
  CHECK(cuMemcpyHtoD(db, b, nb * 2));
  /* Element strides: B[k][n] is b[k * sbk + n * sbn]. */
  int sbk = b_transposed ? 1 : N, sbn = b_transposed ? K : 1;
  unsigned grid = (unsigned)(((M + BM - 1) / BM) * ((N + BN - 1) / BN));
  CUresult r = matmul_default(stream, grid, 1, 1, da, db, dc, M, N, K,
                              K, 1, sbk, sbn, N, 1);
  int failed = r != CUDA_SUCCESS, bad = 0, first_m = 0, first_n = 0;
  double worst = 0, first_got = 0, first_want = 0;
  if (failed)
    printf("  %s: matmul returned %d\n", what, (int)r);
  if (!failed) {
    CHECK(cuStreamSynchronize(stream));
    CHECK(cuMemcpyDtoH(c, dc, nc * 2));
    for (int m = 0; m < M; m++)
      for (int n = 0; n < N; n++) {
        double want = 0;
        for (int k = 0; k < K; k++)
          want += (double)example_f32(a[(size_t)m * K + k]) *
                  example_f32(b[(size_t)k * sbk + (size_t)n * sbn]);
        double got = example_f32(c[(size_t)m * N + n]);
        double err = got > want ? got - want : want - got;
        if (!(err <= worst))
          worst = err;                 /* NaN included */
        /* The sums are exact; fp16 rounds the result by 2^-11 at most. */
        if (!example_close(got, want, 1e-3, 2e-3) && bad++ == 0) {
          first_m = m;
          first_n = n;
          first_got = got;
          first_want = want;
        }
      }
    failed = bad > 0;
    if (bad)
      printf("  %s: %d of %zu elements differ; C[%d][%d] = %g, expected "
             "%g\n", what, bad, nc, first_m, first_n, first_got,
             first_want);
    printf("  %s: %s, largest error %g\n", what, failed ? "FAILED" : "ok",
           worst);
  }
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
  example_init("matmul");
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  /* the launcher for sizes and row strides % 16 == 0, unit column strides */
  failed += run_case(stream, "512 x 512 x 512", 512, 512, 512, 0);
  /* the launcher for any arguments */
  failed += run_case(stream, "256 x 256 x 256, B transposed", 256, 256, 256,
                     1);
  failed += run_case(stream, "300 x 200 x 200", 300, 200, 200, 0);
  CHECK(unload_matmul());
  CHECK(cuStreamDestroy(stream));
  return example_report(failed, 3);
}
