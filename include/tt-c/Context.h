/*===- tt-c/Context.h - a context with tt-toolkit's dialects ------*- C -*-===*\
|*                                                                            *|
|* A context holds the modules parsed in it and knows every dialect and pass  *|
|* tt-opt knows: upstream MLIR's and Triton 3.6's (tt, ttg, ttng, nvgpu).     *|
|* Its diagnostic callback receives the messages of every call made with it   *|
|* or its modules. One context is used by one thread at a time.               *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TT_C_CONTEXT_H
#define TT_C_CONTEXT_H

#include "tt-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TTContext TTContext;

/* A new context; null only when out of memory. */
TT_CAPI_EXPORTED TTContext *ttContextCreate(void);

/* Destroys the context. Its modules must be destroyed first. Null is
 * ignored. */
TT_CAPI_EXPORTED void ttContextDestroy(TTContext *context);

/* Where diagnostics go from now on. Without a callback (or with a null one)
 * they are printed on stderr as file:line:col: severity: message. */
TT_CAPI_EXPORTED void ttContextSetDiagnosticCallback(TTContext *context,
                                                     TTDiagnosticCallback callback,
                                                     void *userData);

#ifdef __cplusplus
}
#endif

#endif /* TT_C_CONTEXT_H */
