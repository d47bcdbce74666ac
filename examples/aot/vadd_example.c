/* vadd ahead of time: examples/vadd.py compiled three ways -- for 16-byte
 * aligned pointers and n % 16 == 0 at 4 warps and at 8, and for any
 * arguments at 4 -- and linked by tt-aot into vadd(), which picks the
 * launcher at run time. Each case is checked exactly against the CPU. */
#include "example.h"
#include "vadd.h"

enum { BLOCK = 1024 };   /* vadd's constexpr BLOCK: the grid is n / BLOCK */

/* x + y over n floats starting `offset` elements into each buffer, with
 * algorithm algo; the launch must return `want`. 1 if the case failed. */
static int run_case(CUstream stream, const char *what, int n, int offset,
                    int algo, CUresult want) {
  size_t bytes = (size_t)(n + offset) * sizeof(float);
  float *x = malloc(bytes), *y = malloc(bytes), *out = malloc(bytes);
  uint32_t seed = 1234u + (uint32_t)n;
  CUdeviceptr dx = example_alloc(bytes), dy = example_alloc(bytes);
  CUdeviceptr dout = example_alloc(bytes);
  if (!x || !y || !out) {
    printf("  %s: out of memory\n", what);
    exit(1);
  }
  for (int i = 0; i < n + offset; i++) {
    x[i] = (float)(example_random(&seed) % 100000) / 7.0f;
    y[i] = (float)(example_random(&seed) % 100000) / 3.0f;
  }
  CHECK(cuMemcpyHtoD(dx, x, bytes));
  CHECK(cuMemcpyHtoD(dy, y, bytes));
  CUdeviceptr at = (CUdeviceptr)offset * sizeof(float);
  CUresult r = vadd(stream, (unsigned)((n + BLOCK - 1) / BLOCK), 1, 1,
                    dx + at, dy + at, dout + at, n, algo);
  int failed = r != want;
  if (failed)
    printf("  %s: vadd returned %d, expected %d\n", what, (int)r, (int)want);
  if (!failed && r == CUDA_SUCCESS) {
    CHECK(cuStreamSynchronize(stream));
    CHECK(cuMemcpyDtoH(out, dout, bytes));
    for (int i = offset; i < n + offset && !failed; i++) {
      float want_i = x[i] + y[i];
      if (memcmp(&out[i], &want_i, sizeof want_i)) {
        printf("  %s: out[%d] = %.9g, expected %.9g\n", what, i - offset,
               out[i], want_i);
        failed = 1;
      }
    }
  }
  if (!failed)
    printf("  %s: ok\n", what);
  CHECK(cuMemFree(dx));
  CHECK(cuMemFree(dy));
  CHECK(cuMemFree(dout));
  free(x);
  free(y);
  free(out);
  return failed;
}

int main(void) {
  example_init("vadd");
  CUstream stream;
  int failed = 0, cases = 0;
  CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CHECK(load_vadd());
  printf("  %d algorithms\n", vadd_get_num_algos());
  failed += vadd_get_num_algos() != 2;
  cases++;
  /* algo 0 (4 warps): the aligned launcher, else the one for any arguments */
  failed += run_case(stream, "algo 0, n = 2^20, aligned", 1 << 20, 0, 0,
                     CUDA_SUCCESS);
  failed += run_case(stream, "algo 0, n = 1000003", 1000003, 0, 0,
                     CUDA_SUCCESS);
  failed += run_case(stream, "algo 0, pointers 4 bytes off 16", 4096, 1, 0,
                     CUDA_SUCCESS);
  failed += run_case(stream, "algo 0, n = 1", 1, 0, 0, CUDA_SUCCESS);
  /* algo 1 (8 warps) has the aligned launcher only */
  failed += run_case(stream, "algo 1, n = 2^20, aligned", 1 << 20, 0, 1,
                     CUDA_SUCCESS);
  failed += run_case(stream, "algo 1, n = 1000003: no launcher", 1000003, 0,
                     1, CUDA_ERROR_INVALID_VALUE);
  failed += run_case(stream, "algo 2: no such algorithm", 4096, 0, 2,
                     CUDA_ERROR_INVALID_VALUE);
  cases += 7;
  CHECK(unload_vadd());
  CHECK(cuStreamDestroy(stream));
  return example_report(failed, cases);
}
