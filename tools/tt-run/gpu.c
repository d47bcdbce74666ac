#include "gpu.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CU(call, what) cu_check(&g->api, (call), (what), e)

int gpu_list_devices(FILE *f, TtErr *e) {
  CuApi api;
  int version = 0, count = 0;
  if (cu_load(&api, e))
    return -1;
  Gpu tmp = {.api = api};
  Gpu *g = &tmp;
  if (CU(api.cuInit(0), "cuInit") ||
      CU(api.cuDriverGetVersion(&version), "cuDriverGetVersion") ||
      CU(api.cuDeviceGetCount(&count), "cuDeviceGetCount")) {
    cu_unload(&api);
    return -1;
  }
  fprintf(f, "CUDA driver %d.%d, %d device%s\n", version / 1000,
          version % 1000 / 10, count, count == 1 ? "" : "s");
  for (int i = 0; i < count; i++) {
    CUdevice d;
    char name[256] = "?";
    int major = 0, minor = 0, sms = 0, smem = 0;
    size_t mem = 0;
    if (CU(api.cuDeviceGet(&d, i), "cuDeviceGet")) {
      cu_unload(&api);
      return -1;
    }
    api.cuDeviceGetName(name, sizeof name, d);
    api.cuDeviceGetAttribute(&major,
                             CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d);
    api.cuDeviceGetAttribute(&minor,
                             CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d);
    api.cuDeviceGetAttribute(&sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                             d);
    api.cuDeviceGetAttribute(
        &smem, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, d);
    api.cuDeviceTotalMem(&mem, d);
    fprintf(f, "  %d: %s, sm_%d%d, %d SMs, %.1f GiB, %d KiB shared per "
            "block (opt-in)\n", i, name, major, minor, sms,
            (double)mem / (1 << 30), smem / 1024);
  }
  cu_unload(&api);
  return 0;
}

static int open_device(Gpu *g, int device, TtErr *e) {
  int count = 0;
  CUresult r = g->api.cuInit(0);
  if (r == CUDA_ERROR_NO_DEVICE) {
    CU(r, "cuInit");
    return tt_err_prefix(e, "no CUDA device");
  }
  if (CU(r, "cuInit") || CU(g->api.cuDeviceGetCount(&count),
                            "cuDeviceGetCount"))
    return -1;
  if (count == 0)
    return tt_fail(e, "no CUDA device: the driver reports none");
  if (device >= count)
    return tt_fail(e, "--device %d: only %d device%s (numbered from 0)",
                   device, count, count == 1 ? "" : "s");
  if (CU(g->api.cuDeviceGet(&g->dev, device), "cuDeviceGet") ||
      CU(g->api.cuDevicePrimaryCtxRetain(&g->ctx, g->dev),
         "cuDevicePrimaryCtxRetain"))
    return -1;
  g->have_ctx = 1;
  return CU(g->api.cuCtxSetCurrent(g->ctx), "cuCtxSetCurrent");
}

static int load_module(Gpu *g, const Plan *p, TtErr *e) {
  char log[16384];
  log[0] = '\0';
  CUjit_option opts[2] = {CU_JIT_ERROR_LOG_BUFFER,
                          CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[2] = {log, (void *)(uintptr_t)sizeof log};
  CUresult r = g->api.cuModuleLoadDataEx(&g->mod, p->image, 2, opts, vals);
  if (r != CUDA_SUCCESS) {
    g->mod = NULL;
    CU(r, "cuModuleLoadDataEx");
    tt_err_prefix(e, "cannot load %s", p->kernel_path);
    if (log[0]) {
      size_t n = strlen(e->msg);
      snprintf(e->msg + n, sizeof e->msg - n, "\n%s log:\n%s",
               p->is_ptx ? "PTX JIT" : "loader", log);
    }
    return -1;
  }
  r = g->api.cuModuleGetFunction(&g->fn, g->mod, p->kernel_name);
  if (r == CUDA_ERROR_NOT_FOUND)
    return tt_fail(e, "%s has no kernel named '%s' (set --kernel, or 'name' "
                   "in the metadata)", p->kernel_path, p->kernel_name);
  return CU(r, "cuModuleGetFunction");
}

static size_t param_size(const Plan *p, int j) {
  return j < p->nparams ? p->params[j].size : sizeof(CUdeviceptr);
}

/* Asks the driver (CUDA 12.4+) how big each parameter we pass is, so a wrong
 * --arg list is an error, not a corrupted launch. Asking past a kernel's
 * last parameter is an API error that compute-sanitizer reports, so only the
 * parameters we pass are queried: a kernel taking fewer is caught, one
 * taking more is not. */
static int check_params(Gpu *g, const Plan *p, TtErr *e) {
  if (!g->api.cuFuncGetParamInfo)
    return 0;
  int have = 0;
  for (; have < g->nparams; have++) {
    size_t off, size;
    CUresult r = g->api.cuFuncGetParamInfo(g->fn, (size_t)have, &off, &size);
    if (r == CUDA_ERROR_INVALID_VALUE)
      break;
    if (r != CUDA_SUCCESS)
      return 0;    /* cannot tell; the launch itself will complain */
    if (have < g->nparams && size != param_size(p, have)) {
      char label[200];
      plan_param_label(p, have, label, sizeof label);
      return tt_fail(e, "%s: kernel '%s' takes a %zu-byte parameter here, "
                     "--arg '%s' gives %zu bytes", label, p->kernel_name,
                     size, have < p->nparams
                               ? p->args[p->params[have].arg].spec->text
                               : "null",
                     param_size(p, have));
    }
  }
  if (have != g->nparams)
    return tt_fail(e, "kernel '%s' takes %d parameters, i.e. %d arguments "
                   "plus %d scratch pointers, but the --args give %d (%d "
                   "--arg %s)", p->kernel_name, have,
                   have - p->scratch_params, p->scratch_params, p->nparams,
                   p->nargs, p->nargs == 1 ? "was" : "were");
  return 0;
}

static int check_launch(Gpu *g, const Plan *p, TtErr *e) {
  int max_threads = 0, static_smem = 0, optin = 0;
  if (CU(g->api.cuFuncGetAttribute(&max_threads,
                                   CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                   g->fn), "cuFuncGetAttribute") ||
      CU(g->api.cuFuncGetAttribute(&static_smem,
                                   CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                                   g->fn), "cuFuncGetAttribute") ||
      CU(g->api.cuDeviceGetAttribute(
             &optin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
             g->dev), "cuDeviceGetAttribute"))
    return -1;
  if ((int)p->block > max_threads)
    return tt_fail(e, "kernel '%s' allows at most %d threads per block, the "
                   "launch asks for %u (num_warps %ld)", p->kernel_name,
                   max_threads, p->block, p->num_warps);
  if (p->shared + static_smem > optin)
    return tt_fail(e, "kernel '%s' needs %ld bytes of dynamic + %d of static "
                   "shared memory; the device allows %d per block",
                   p->kernel_name, p->shared, static_smem, optin);
  /* Above 48 KiB the kernel must opt in to the larger carve-out. */
  if (p->shared > 48 * 1024 &&
      CU(g->api.cuFuncSetAttribute(
             g->fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
             (int)p->shared), "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)"))
    return -1;
  return check_params(g, p, e);
}

static int alloc(Gpu *g, CUdeviceptr *ptr, size_t bytes, const char *what,
                 TtErr *e) {
  CUresult r = g->api.cuMemAlloc(ptr, bytes ? bytes : 1);
  if (r == CUDA_SUCCESS)
    return 0;
  *ptr = 0;
  CU(r, "cuMemAlloc");
  return tt_err_prefix(e, "allocating %zu bytes for %s", bytes, what);
}

/* Encodes the CUtensorMap of a descriptor --arg over one copy of its
 * buffer, as Triton's fill_tma_descriptor does: unit element strides, no
 * interleave, 128-byte L2 promotion, out-of-bounds elements read as zero. */
static int encode_tensor_map(Gpu *g, const Plan *p, int i, CUdeviceptr buf,
                             CUtensorMap *out, TtErr *e) {
  const TensorMapPlan *m = &p->args[i].map;
  cuuint32_t element_strides[TT_MAX_DIMS];
  char label[128];
  plan_arg_label(p, i, label, sizeof label);
  if (!g->api.cuTensorMapEncodeTiled)
    return tt_fail(e, "%s is a tensor descriptor, and this CUDA driver has "
                   "no cuTensorMapEncodeTiled (CUDA 12.0 or newer)", label);
  for (int k = 0; k < m->rank; k++)
    element_strides[k] = 1;
  if (CU(g->api.cuTensorMapEncodeTiled(
             out, (CUtensorMapDataType)m->data_type, (cuuint32_t)m->rank,
             (void *)(uintptr_t)buf, m->dims, m->strides, m->box,
             element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE,
             (CUtensorMapSwizzle)m->swizzle, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
             CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE), "cuTensorMapEncodeTiled"))
    return tt_err_prefix(e, "%s, --arg '%s'", label, p->args[i].spec->text);
  return 0;
}

/* Points each kernel parameter of buffer set c at its value. */
static int bind_params(Gpu *g, const Plan *p, int c, TtErr *e) {
  unsigned long long *v = g->values + (size_t)c * (size_t)g->nparams;
  CUtensorMap *maps = g->maps + (size_t)c * (size_t)p->nargs;
  void **params = g->params + (size_t)c * (size_t)g->nparams;
  for (int j = 0; j < p->nparams; j++) {
    const LaunchParam *q = &p->params[j];
    const RunArg *a = &p->args[q->arg];
    CUdeviceptr buf = g->bufs[(size_t)c * (size_t)p->nargs + (size_t)q->arg];
    int32_t shape = (int32_t)q->value;
    params[j] = &v[j];
    switch (q->role) {
    case PARAM_VALUE:
      if (a->kind == ARG_SCALAR)
        memcpy(&v[j], a->scalar, a->scalar_size);
      else
        v[j] = (unsigned long long)buf;
      break;
    case PARAM_TENSOR_MAP:
      if (encode_tensor_map(g, p, q->arg, buf, &maps[q->arg], e))
        return -1;
      params[j] = &maps[q->arg];
      break;
    case PARAM_DESC_SHAPE:
      memcpy(&v[j], &shape, sizeof shape);
      break;
    case PARAM_DESC_STRIDE:
      memcpy(&v[j], &q->value, sizeof q->value);
      break;
    }
  }
  for (int s = 0; s < p->scratch_params; s++) {
    v[p->nparams + s] = s < 2 ? (unsigned long long)g->scratch[s] : 0;
    params[p->nparams + s] = &v[p->nparams + s];
  }
  return 0;
}

/* Each scratch buffer the kernel needs: `g->beside`'s where that is large
 * enough, else its own. */
static int place_scratch(Gpu *g, const Plan *p, TtErr *e) {
  for (int s = 0; s < 2 && s < p->scratch_params; s++) {
    if (!p->scratch_bytes[s])
      continue;
    if (g->beside && g->beside->scratch_bytes[s] >= p->scratch_bytes[s])
      g->scratch[s] = g->beside->scratch[s];
    else if (alloc(g, &g->scratch[s], p->scratch_bytes[s], "scratch", e))
      return -1;
    g->scratch_bytes[s] = p->scratch_bytes[s];
  }
  return 0;
}

/* Buffer set c: each tensor allocated and copied in. */
static int upload_copy(Gpu *g, const Plan *p, int c, TtErr *e) {
  for (int i = 0; i < p->nargs; i++) {
    const RunArg *a = &p->args[i];
    CUdeviceptr *buf = &g->bufs[(size_t)c * (size_t)p->nargs + (size_t)i];
    char label[128];
    plan_arg_label(p, i, label, sizeof label);
    if (a->kind == ARG_TENSOR &&
        (alloc(g, buf, a->t.bytes, label, e) ||
         CU(g->api.cuMemcpyHtoD(*buf, a->t.data, a->t.bytes), "cuMemcpyHtoD")))
      return -1;
  }
  return 0;
}

/* The buffers (`g->beside`'s, or uploaded) and every launch's parameters. */
static int upload(Gpu *g, const Plan *p, TtErr *e) {
  size_t n = (size_t)g->ncopies * (size_t)p->nargs;
  g->bufs = g->beside ? g->beside->bufs : calloc(n ? n : 1, sizeof *g->bufs);
  size_t np = (size_t)g->ncopies * (size_t)g->nparams;
  g->values = calloc(np ? np : 1, sizeof *g->values);
  g->params = calloc(np ? np : 1, sizeof *g->params);
  /* CUtensorMap is 64-byte aligned; Triton's descriptors are 128. */
  g->maps = aligned_alloc(128, (n ? n : 1) * sizeof *g->maps);
  if (!g->bufs || !g->values || !g->params || !g->maps)
    return tt_fail(e, "out of memory");
  if (place_scratch(g, p, e))
    return -1;
  for (int c = 0; c < g->ncopies; c++)
    if ((!g->beside && upload_copy(g, p, c, e)) || bind_params(g, p, c, e))
      return -1;
  return 0;
}

static int prepare(Gpu *g, const Plan *p, int copies, const Gpu *beside,
                   TtErr *e) {
  memset(g, 0, sizeof *g);
  g->ncopies = copies;
  g->nargs = p->nargs;
  g->nparams = p->nparams + p->scratch_params;
  g->beside = beside;
  if (cu_load(&g->api, e) || open_device(g, p->opt->device, e) ||
      load_module(g, p, e) || check_launch(g, p, e) || upload(g, p, e))
    return -1;
  return 0;
}

int gpu_prepare(Gpu *g, const Plan *p, int copies, TtErr *e) {
  return prepare(g, p, copies, NULL, e);
}

int gpu_prepare_beside(Gpu *g, const Plan *p, const Gpu *first, TtErr *e) {
  return prepare(g, p, first->ncopies, first, e);
}

static int launch(Gpu *g, const Plan *p, int copy, TtErr *e) {
  void **params = g->params + (size_t)copy * (size_t)g->nparams;
  return CU(g->api.cuLaunchKernel(g->fn, p->grid[0], p->grid[1], p->grid[2],
                                  p->block, 1, 1, (unsigned)p->shared, NULL,
                                  params, NULL), "cuLaunchKernel");
}

int gpu_run_once(Gpu *g, Plan *p, TtErr *e) {
  if (launch(g, p, 0, e))
    return -1;
  if (CU(g->api.cuCtxSynchronize(), "cuCtxSynchronize"))
    return tt_err_prefix(e, "kernel '%s' failed", p->kernel_name);
  for (int i = 0; i < p->nargs; i++) {
    RunArg *a = &p->args[i];
    if (a->kind == ARG_TENSOR && a->is_output &&
        CU(g->api.cuMemcpyDtoH(a->t.data, g->bufs[i], a->t.bytes),
           "cuMemcpyDtoH"))
      return -1;
  }
  return 0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* Enqueues every launch between its own pair of events and synchronizes
 * once at the end, so the host never stalls the queue: each pair times one
 * launch, back to back as in a real program. */
static int timed_launches(Gpu *g, const Plan *p, long n, long warmup,
                          int flush_l2, CUevent *ev, double *ms, TtErr *e) {
  const size_t flush_words = (256u << 20) / 4;
  for (long i = 0; i < warmup; i++)
    if (launch(g, p, (int)(i % g->ncopies), e))
      return -1;
  for (long i = 0; i < n; i++) {
    int copy = (int)((warmup + i) % g->ncopies);
    if ((flush_l2 && CU(g->api.cuMemsetD32Async(g->flush, 0, flush_words,
                                                NULL), "cuMemsetD32Async")) ||
        CU(g->api.cuEventRecord(ev[2 * i], NULL), "cuEventRecord") ||
        launch(g, p, copy, e) ||
        CU(g->api.cuEventRecord(ev[2 * i + 1], NULL), "cuEventRecord"))
      return -1;
  }
  if (CU(g->api.cuEventSynchronize(ev[2 * n - 1]), "cuEventSynchronize"))
    return tt_err_prefix(e, "kernel '%s' failed while timing",
                         p->kernel_name);
  for (long i = 0; i < n; i++) {
    float t;
    if (CU(g->api.cuEventElapsedTime(&t, ev[2 * i], ev[2 * i + 1]),
           "cuEventElapsedTime"))
      return -1;
    ms[i] = t;
  }
  return 0;
}

int gpu_bench(Gpu *g, const Plan *p, long n, long warmup, int flush_l2,
              BenchTimes *out, TtErr *e) {
  CUevent *ev = calloc((size_t)n * 2, sizeof *ev);
  double *ms = calloc((size_t)n, sizeof *ms);
  long created = 0;
  int rc = -1;
  if (!ev || !ms) {
    tt_fail(e, "out of memory");
    goto done;
  }
  if (flush_l2 && !g->flush && alloc(g, &g->flush, 256u << 20, "--flush-l2", e))
    goto done;
  for (; created < 2 * n; created++)
    if (CU(g->api.cuEventCreate(&ev[created], CU_EVENT_DEFAULT),
           "cuEventCreate"))
      goto done;
  if (timed_launches(g, p, n, warmup, flush_l2, ev, ms, e))
    goto done;
  qsort(ms, (size_t)n, sizeof *ms, cmp_double);
  out->min_ms = ms[0];
  out->max_ms = ms[n - 1];
  out->median_ms = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
  rc = 0;
done:
  for (long i = 0; i < created; i++)
    g->api.cuEventDestroy(ev[i]);
  free(ev);
  free(ms);
  return rc;
}

void gpu_close(Gpu *g) {
  if (!g->api.lib)
    return;
  if (g->have_ctx) {
    /* Release in reverse; errors here cannot change the outcome. */
    size_t n = g->beside ? 0 : (size_t)g->ncopies * (size_t)g->nargs;
    for (size_t i = 0; g->bufs && i < n; i++)
      if (g->bufs[i])
        g->api.cuMemFree(g->bufs[i]);
    for (int s = 0; s < 2; s++) {
      int borrowed = g->beside && g->beside->scratch[s] == g->scratch[s];
      if (g->scratch[s] && !borrowed)
        g->api.cuMemFree(g->scratch[s]);
    }
    if (g->flush)
      g->api.cuMemFree(g->flush);
    if (g->mod)
      g->api.cuModuleUnload(g->mod);
    g->api.cuDevicePrimaryCtxRelease(g->dev);
  }
  if (!g->beside)
    free(g->bufs);
  free(g->values);
  free(g->params);
  free(g->maps);
  cu_unload(&g->api);
}
