/* What the ahead-of-time examples share: the CUDA context, checked driver
 * calls, fp16 conversions, a small random generator and the PASS/FAIL
 * report. Plain C11 over cuda.h; the programs link -lcuda and nothing
 * else. */
#ifndef AOT_EXAMPLE_H
#define AOT_EXAMPLE_H

#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The example's name, for the report (set by example_init). */
static const char *example_name = "example";

/* Ends the program with "FAIL <name>: ..." if a driver call failed. */
static inline void example_check(CUresult r, const char *call, int line) {
  if (r == CUDA_SUCCESS)
    return;
  const char *name = NULL, *text = NULL;
  cuGetErrorName(r, &name);
  cuGetErrorString(r, &text);
  printf("FAIL %s: line %d: %s: %s (%s)\n", example_name, line, call,
         name ? name : "unknown error", text ? text : "no description");
  exit(1);
}
#define CHECK(call) example_check((call), #call, __LINE__)

/* Makes device 0's primary context current; returns it. */
static inline CUcontext example_init(const char *name) {
  CUdevice dev;
  CUcontext ctx;
  char device[256] = "?";
  example_name = name;
  CHECK(cuInit(0));
  CHECK(cuDeviceGet(&dev, 0));
  CHECK(cuDeviceGetName(device, sizeof device, dev));
  CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CHECK(cuCtxSetCurrent(ctx));
  printf("%s on %s\n", name, device);
  return ctx;
}

/* A device buffer of n bytes, filled with 0xff bytes (NaN as floats), so
 * that elements a kernel fails to write show up in the check. */
static inline CUdeviceptr example_alloc(size_t n) {
  CUdeviceptr p;
  CHECK(cuMemAlloc(&p, n));
  CHECK(cuMemsetD8(p, 0xff, n));
  return p;
}

/* xorshift32: the same inputs on every run. */
static inline uint32_t example_random(uint32_t *state) {
  uint32_t x = *state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  return *state = x;
}

/* A multiple of 1/8 in [-1, 1]: products and sums of these are exact in
 * fp32, so a matmul's only rounding is its final conversion. */
static inline float example_eighths(uint32_t *state) {
  return (float)((int)(example_random(state) % 17) - 8) / 8.0f;
}

/* fp16 <-> float for values the examples use (normal numbers and zero). */
static inline uint16_t example_f16(float x) {
  uint32_t f;
  memcpy(&f, &x, sizeof f);
  uint32_t sign = f >> 16 & 0x8000, a = f & 0x7fffffff;
  if (a < 0x38800000)
    return (uint16_t)sign;                 /* below fp16's normals: zero */
  uint32_t h = (a - 0x38000000) >> 13, rest = (a - 0x38000000) & 0x1fff;
  if (rest > 0x1000 || (rest == 0x1000 && (h & 1)))
    h++;                                   /* to nearest, ties to even */
  return (uint16_t)(sign | h);
}

static inline float example_f32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = h >> 10 & 0x1f;
  uint32_t f = exp == 0 ? sign                        /* zero */
               : exp == 31 ? sign | 0x7f800000 | (uint32_t)(h & 0x3ff) << 13
                           : sign | (exp + 112) << 23 | (uint32_t)(h & 0x3ff)
                                                            << 13;
  float x;
  memcpy(&x, &f, sizeof x);
  return x;
}

/* |got - want| <= atol + rtol * |want|, false for NaN. */
static inline int example_close(double got, double want, double atol,
                                double rtol) {
  double d = got > want ? got - want : want - got;
  return d <= atol + rtol * (want < 0 ? -want : want);
}

/* Prints "PASS <name>" or "FAIL <name>: N of M cases failed"; the exit
 * status. */
static inline int example_report(int failed, int cases) {
  if (failed)
    printf("FAIL %s: %d of %d cases failed\n", example_name, failed, cases);
  else
    printf("PASS %s (%d cases)\n", example_name, cases);
  return failed ? 1 : 0;
}

#endif
