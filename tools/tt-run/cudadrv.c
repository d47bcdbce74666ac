#define _GNU_SOURCE
#include "cudadrv.h"

#include <dlfcn.h>
#include <string.h>

typedef CUresult (*GetProcAddress)(const char *, void **, int, cuuint64_t,
                                   CUdriverProcAddressQueryResult *);

static int resolve(GetProcAddress get, const char *name, void **fn,
                   int required, TtErr *e) {
  CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SUCCESS;
  CUresult r = get(name, fn, CUDA_VERSION, CU_GET_PROC_ADDRESS_DEFAULT,
                   &status);
  if (r == CUDA_SUCCESS && status == CU_GET_PROC_ADDRESS_SUCCESS && *fn)
    return 0;
  *fn = NULL;
  if (!required)
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
  void *sym = dlsym(api->lib, "cuGetProcAddress_v2");
  if (!sym) {
    cu_unload(api);
    return tt_fail(e, "no CUDA driver: libcuda.so.1 lacks cuGetProcAddress_v2 "
                   "(needs a CUDA 12 or newer driver)");
  }
  GetProcAddress get;
  memcpy(&get, &sym, sizeof get);   /* object to function pointer, POSIX */
  /* #fn must stringize the name as written (the unversioned name the
   * driver looks up), so it happens right here, before cuda.h's macros turn
   * it into the versioned member name whose type matches what comes back. */
  void *p;
#define TT_CU_REQ(fn) TT_CU_RESOLVE2(#fn, fn, 1)
#define TT_CU_OPT(fn) TT_CU_RESOLVE2(#fn, fn, 0)
#define TT_CU_RESOLVE2(name, fn, req)                                         \
  if (resolve(get, name, &p, req, e))                                        \
    goto fail;                                                                \
  memcpy(&api->fn, &p, sizeof p);
  TT_CU_REQUIRED(TT_CU_REQ)
  TT_CU_OPTIONAL(TT_CU_OPT)
#undef TT_CU_REQ
#undef TT_CU_OPT
#undef TT_CU_RESOLVE2
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
