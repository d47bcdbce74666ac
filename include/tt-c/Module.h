/*===- tt-c/Module.h - parse, verify, transform and print IR ------*- C -*-===*\
|*                                                                            *|
|* A module of any MLIR stage Triton prints (TTIR, TTGIR, the LLVM dialect),  *|
|* parsed from text or a file, verified, transformed by a pass pipeline as    *|
|* tt-opt would run it, and printed.                                          *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TT_C_MODULE_H
#define TT_C_MODULE_H

#include "tt-c/Context.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TTModule TTModule;

/* Parses `length` bytes of `text` (need not be null-terminated) as one
 * module; `name` is the file name its locations and diagnostics use (null:
 * "<string>"). On success *module is the new module (verified); otherwise
 * null, and diagnostics say why (TT_ERROR_PARSE or TT_ERROR_VERIFY). */
TT_CAPI_EXPORTED TTStatus ttModuleParse(TTContext *context, const char *text, size_t length,
                                        const char *name, TTModule **module);

/* Parses the file at `path`, as ttModuleParse does (TT_ERROR_IO when it
 * can't be read). */
TT_CAPI_EXPORTED TTStatus ttModuleParseFile(TTContext *context, const char *path,
                                            TTModule **module);

/* TT_SUCCESS when the module verifies, else TT_ERROR_VERIFY with
 * diagnostics. */
TT_CAPI_EXPORTED TTStatus ttModuleVerify(TTModule *module);

/* Runs a textual pass pipeline on the module, in tt-opt's syntax:
 * "builtin.module(tritongpu-coalesce,canonicalize)", or a pipeline alias
 * such as "make-ttgir{num-warps=8}" (a bare list is nested under
 * builtin.module). TT_ERROR_PASS when the pipeline doesn't parse or a pass
 * fails; the module may then be partly transformed. The result verifies. */
TT_CAPI_EXPORTED TTStatus ttModuleRunPipeline(TTModule *module, const char *pipeline);

/* The module as text, as tt-opt prints it; with `withLocations`, its
 * locations too (what the next stage's line tables come from). *text is
 * null-terminated and freed with ttFree; *length (if not null) excludes the
 * terminator. */
TT_CAPI_EXPORTED TTStatus ttModulePrint(TTModule *module, int withLocations, char **text,
                                        size_t *length);

/* Destroys the module. Null is ignored. */
TT_CAPI_EXPORTED void ttModuleDestroy(TTModule *module);

#ifdef __cplusplus
}
#endif

#endif /* TT_C_MODULE_H */
