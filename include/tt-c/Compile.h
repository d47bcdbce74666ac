/*===- tt-c/Compile.h - compile from any stage to a later one -----*- C -*-===*\
|*                                                                            *|
|* What `tt-translate --compile` does, as a call: Triton 3.6's NVIDIA stages  *|
|* (TTIR -> TTGIR -> LLVM-dialect MLIR -> LLVM IR -> PTX -> cubin) from any   *|
|* stage to any later one, with the same options, dump, override and cache    *|
|* folders, and the kernel's metadata JSON (Triton's <kernel>.json).          *|
|*                                                                            *|
|*   TTCompileOptions options;                                                *|
|*   ttCompileOptionsInit(&options);                                          *|
|*   options.numWarps = 8;                                                    *|
|*   TTCompileResult *result;                                                 *|
|*   if (ttCompile(context, ttir, size, "k.ttir", TT_STAGE_TTIR,             *|
|*                 TT_STAGE_CUBIN, &options, &result) == TT_SUCCESS) {        *|
|*     size_t bytes; const char *cubin = ttCompileResultGetOutput(result,     *|
|*                                                                &bytes);    *|
|*     ... ttCompileResultDestroy(result);                                    *|
|*   }                                                                        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TT_C_COMPILE_H
#define TT_C_COMPILE_H

#include "tt-c/Module.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TTStage {
  TT_STAGE_TTIR,   /* .ttir */
  TT_STAGE_TTGIR,  /* .ttgir */
  TT_STAGE_LLIR,   /* .llir.mlir: the LLVM-dialect module */
  TT_STAGE_LLVMIR, /* .llir: LLVM IR */
  TT_STAGE_PTX,    /* .ptx */
  TT_STAGE_CUBIN   /* .cubin */
} TTStage;

/* "ttir", "ttgir", "llir.mlir", "llir", "ptx", "cubin"; null for a value
 * that is no stage. */
TT_CAPI_EXPORTED const char *ttStageGetExtension(TTStage stage);

/* tt-translate --compile's options. Start from ttCompileOptionsInit; a null
 * string or a zero number means "as tt-translate would decide". */
typedef struct TTCompileOptions {
  size_t structSize;        /* sizeof(TTCompileOptions), set by Init */
  const char *target;       /* "cuda:90"; null: the module's, else cuda:90 */
  int numWarps;             /* 0: the module's, else 4 */
  int numCtas;              /* 0: the module's, else 1 */
  int numStages;            /* 0: 3 (from TTIR only) */
  unsigned ptxVersion;      /* PTX ISA times ten; 0: 87 */
  int lineInfo;             /* 1 (default) or 0 */
  unsigned optLevel;        /* LLVM's level, 0-3 (default 3) */
  int enableFPFusion;       /* 1 (default) or 0 */
  const char *ptxasPath;    /* null: TT_CUDA_HOME, PATH, the configured toolkit */
  const char *ptxasOptions; /* more ptxas options, space separated */
  const char *libdevicePath;
  const char *signature;    /* Triton's signature for the metadata */
  const char *dumpDir;      /* every stage to dumpDir/<hash>/<kernel>.<ext> */
  const char *overrideDir;  /* stages replaced from overrideDir/<hash>/ */
  const char *cacheDir;     /* whole compiles kept and reused */
  /* A failed step leaves its input beside this path, as
   * <path without extension>.repro.<ext>, with the command that replays
   * it; null: no reproducer. */
  const char *reproducerPath;
} TTCompileOptions;

TT_CAPI_EXPORTED void ttCompileOptionsInit(TTCompileOptions *options);

typedef struct TTCompileResult TTCompileResult;

/* Compiles `length` bytes of `input`, which holds the `from` stage, to the
 * `to` stage. `name` is the input's file name, which its IR's locations
 * and the messages use (null: "<input>.<ext>"). On success *result holds
 * the output; the metadata JSON comes with a PTX or cubin output. Nothing
 * is written but the dump, cache and reproducer files the options ask
 * for. */
TT_CAPI_EXPORTED TTStatus ttCompile(TTContext *context, const char *input, size_t length,
                                    const char *name, TTStage from, TTStage to,
                                    const TTCompileOptions *options, TTCompileResult **result);

/* Compiles a parsed module (TTIR, TTGIR or LLVM dialect, as `from` says) to
 * the `to` stage; the module is left as it was. */
TT_CAPI_EXPORTED TTStatus ttCompileModule(TTModule *module, TTStage from, TTStage to,
                                          const TTCompileOptions *options,
                                          TTCompileResult **result);

/* The output stage's bytes (text for all but a cubin, null-terminated for
 * text); valid until the result is destroyed. */
TT_CAPI_EXPORTED const char *ttCompileResultGetOutput(const TTCompileResult *result,
                                                      size_t *length);
/* The metadata JSON, or null when this compile made none. */
TT_CAPI_EXPORTED const char *ttCompileResultGetMetadata(const TTCompileResult *result,
                                                        size_t *length);
/* The kernel's name. */
TT_CAPI_EXPORTED const char *ttCompileResultGetKernelName(const TTCompileResult *result);
/* Whether the output came from the cache. */
TT_CAPI_EXPORTED int ttCompileResultIsFromCache(const TTCompileResult *result);

/* Null is ignored. */
TT_CAPI_EXPORTED void ttCompileResultDestroy(TTCompileResult *result);

#ifdef __cplusplus
}
#endif

#endif /* TT_C_COMPILE_H */
