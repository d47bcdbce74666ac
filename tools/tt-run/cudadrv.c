#define _GNU_SOURCE
#include "cudadrv.h"

#include <dlfcn.h>
#include <string.h>

/* Looks up the exported symbol `name`. The name is the one cuda.h's macros
 * give (cuMemAlloc -> cuMemAlloc_v2), so its signature is exactly the one the
 * header declares. (cuGetProcAddress would instead hand back the newest ABI
 * of a name for the header's CUDA version: for CUDA 13 that is a
 * cuCtxSynchronize taking a context, which the header's cuCtxSynchronize
 * does not.) */
static int resolve(void *lib, const char *name, void **fn, int required,
                   TtErr *e) {
  *fn = dlsym(lib, name);
  if (*fn || !required)
    return 0;
  return tt_fail(e, "the CUDA driver lacks %s (driver too old for CUDA %d.%d "
                 "headers?)", name, CUDA_VERSION / 1000,
                 CUDA_VERSION % 1000 / 10);
}

int cu_load(CuApi *api, TtErr *e) {
  memset(api, 0, sizeof *api);
  api->lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!api->lib)
    return tt_fail(e, "no CUDA driver: cannot load libcuda.so.1 (%s)",
                   dlerror());
  /* TT_CU_NAME stringizes after macro expansion: the versioned symbol. */
  void *p;
#define TT_CU_STR(x) #x
#define TT_CU_NAME(fn) TT_CU_STR(fn)
#define TT_CU_REQ(fn) TT_CU_RESOLVE2(TT_CU_NAME(fn), fn, 1)
#define TT_CU_OPT(fn) TT_CU_RESOLVE2(TT_CU_NAME(fn), fn, 0)
#define TT_CU_RESOLVE2(name, fn, req)                                         \
  if (resolve(api->lib, name, &p, req, e))                                   \
    goto fail;                                                                \
  memcpy(&api->fn, &p, sizeof p);
  TT_CU_REQUIRED(TT_CU_REQ)
  TT_CU_OPTIONAL(TT_CU_OPT)
#undef TT_CU_REQ
#undef TT_CU_OPT
#undef TT_CU_RESOLVE2
#undef TT_CU_NAME
#undef TT_CU_STR
  return 0;
fail:
  cu_unload(api);
  return -1;
}

void cu_unload(CuApi *api) {
  if (api->lib)
    dlclose(api->lib);
  memset(api, 0, sizeof *api);
}

int cu_check(const CuApi *api, CUresult r, const char *call, TtErr *e) {
  const char *name = NULL, *text = NULL;
  if (r == CUDA_SUCCESS)
    return 0;
  if (api->cuGetErrorName)
    api->cuGetErrorName(r, &name);
  if (api->cuGetErrorString)
    api->cuGetErrorString(r, &text);
  return tt_fail(e, "%s failed: %s (%s)", call, name ? name : "unknown error",
                 text ? text : "no description");
}
