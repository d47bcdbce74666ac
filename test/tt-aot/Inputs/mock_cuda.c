/* See mock_cuda.h. */
#include "mock_cuda.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_KERNELS = 16, MAX_FUNCTIONS = 64 };

/* A kernel the test declared, and a function handle: that kernel in the
 * module loaded from one image (named by the image's bytes after "\x7fELF"). */
typedef struct {
  char image[64];
  char name[128];
  char sizes[512];
} Kernel;
typedef struct {
  const Kernel *kernel;
  char image[64];
} Function;

static Kernel kernels[MAX_KERNELS];
static Function functions[MAX_FUNCTIONS];
static char module_images[MAX_FUNCTIONS][64];
static int nkernels, nfunctions, nmodules, loaded, nmaps;
static CUresult next_load = CUDA_SUCCESS;

void mock_kernel_params(const char *image, const char *function,
                        const char *sizes) {
  snprintf(kernels[nkernels].image, sizeof kernels[0].image, "%s", image);
  snprintf(kernels[nkernels].name, sizeof kernels[0].name, "%s", function);
  snprintf(kernels[nkernels].sizes, sizeof kernels[0].sizes, "%s", sizes);
  nkernels++;
}

void mock_fail_next_load(CUresult r) { next_load = r; }

int mock_loaded_modules(void) { return loaded; }

CUresult CUDAAPI cuModuleLoadData(CUmodule *module, const void *image) {
  /* The test's images end their names with a NUL. */
  const char *b = image;
  int n = 0;
  while (n < 60 && b[4 + n])
    n++;
  printf("cuModuleLoadData: %s image '%.*s', %s\n",
         memcmp(b, "\x7f" "ELF", 4) ? "not an ELF" : "ELF", n, b + 4,
         (uintptr_t)image % 16 ? "unaligned" : "16-byte aligned");
  if (next_load != CUDA_SUCCESS) {
    CUresult r = next_load;
    next_load = CUDA_SUCCESS;
    printf("  (failing with %d)\n", (int)r);
    return r;
  }
  snprintf(module_images[nmodules], sizeof module_images[0], "%.*s", n,
           b + 4);
  *module = (CUmodule)(uintptr_t)(++nmodules);
  loaded++;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction *f, CUmodule module,
                                     const char *name) {
  const char *image = module_images[(uintptr_t)module - 1];
  for (int i = 0; i < nkernels; i++)
    if (!strcmp(kernels[i].image, image) && !strcmp(kernels[i].name, name)) {
      Function *fn = &functions[nfunctions++];
      fn->kernel = &kernels[i];
      snprintf(fn->image, sizeof fn->image, "%s", image);
      *f = (CUfunction)fn;
      return CUDA_SUCCESS;
    }
  printf("cuModuleGetFunction: no kernel '%s' in image '%s'\n", name, image);
  return CUDA_ERROR_NOT_FOUND;
}

CUresult CUDAAPI cuModuleUnload(CUmodule module) {
  (void)module;
  loaded--;
  printf("cuModuleUnload\n");
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction f, CUfunction_attribute a,
                                    int value) {
  printf("cuFuncSetAttribute: %s: %s = %d\n", ((Function *)f)->image,
         a == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
             ? "MAX_DYNAMIC_SHARED_SIZE_BYTES" : "?", value);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *p, size_t bytes, CUstream s) {
  static CUdeviceptr next = 0xa000;
  printf("cuMemAllocAsync: %zu bytes on stream %p -> 0x%llx\n", bytes,
         (void *)s, (unsigned long long)next);
  *p = next;
  next += 0x1000;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr p, CUstream s) {
  printf("cuMemFreeAsync: 0x%llx on stream %p\n", (unsigned long long)p,
         (void *)s);
  return CUDA_SUCCESS;
}

static void print_list64(const char *what, const cuuint64_t *v, int n) {
  printf(" %s", what);
  for (int i = 0; i < n; i++)
    printf("%s%llu", i ? "," : "", (unsigned long long)v[i]);
}

static void print_list32(const char *what, const cuuint32_t *v, int n) {
  printf(" %s", what);
  for (int i = 0; i < n; i++)
    printf("%s%u", i ? "," : "", v[i]);
}

CUresult CUDAAPI cuTensorMapEncodeTiled(
    CUtensorMap *map, CUtensorMapDataType type, cuuint32_t rank, void *addr,
    const cuuint64_t *dims, const cuuint64_t *strides, const cuuint32_t *box,
    const cuuint32_t *element_strides, CUtensorMapInterleave interleave,
    CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
    CUtensorMapFloatOOBfill oob) {
  printf("cuTensorMapEncodeTiled: map#%d type %d rank %u address 0x%llx",
         nmaps, (int)type, rank, (unsigned long long)(uintptr_t)addr);
  print_list64("dims ", dims, (int)rank);
  print_list64("strides ", strides, (int)rank - 1);
  print_list32("box ", box, (int)rank);
  print_list32("element_strides ", element_strides, (int)rank);
  printf(" interleave %d swizzle %d l2 %d oob %d%s\n", (int)interleave,
         (int)swizzle, (int)l2, (int)oob,
         (uintptr_t)map % 64 ? " UNALIGNED MAP" : "");
  memset(map, 0xd0 + nmaps++, sizeof *map);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy,
                                unsigned gz, unsigned bx, unsigned by,
                                unsigned bz, unsigned shared, CUstream stream,
                                void **params, void **extra) {
  const Function *fn = (const Function *)f;
  const char *name = fn->image, *sizes = fn->kernel->sizes;
  printf("cuLaunchKernel: %s grid (%u, %u, %u) block (%u, %u, %u) shared %u "
         "stream %p%s\n ", name, gx, gy, gz, bx, by, bz, shared,
         (void *)stream, extra ? " EXTRA" : "");
  int i = 0;
  for (const char *p = sizes; *p; i++) {
    char *end;
    unsigned long size = strtoul(p, &end, 10);
    const unsigned char *b = params[i];
    if (size == 128) {      /* a CUtensorMap: which one */
      printf(" [%d] map#%d", i, b[0] - 0xd0);
    } else {
      unsigned long long v = 0;
      memcpy(&v, b, size);    /* little-endian */
      printf(" [%d] %lu:0x%llx", i, size, v);
    }
    p = end + (*end == ' ');
  }
  printf("\n");
  return CUDA_SUCCESS;
}
