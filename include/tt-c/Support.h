/*===- tt-c/Support.h - status codes, diagnostics and memory ------*- C -*-===*\
|*                                                                            *|
|* What every part of tt-toolkit's C API shares: the status a call returns,   *|
|* the diagnostics it reports through the context's callback, and how to free *|
|* what it hands back. No call aborts: a failure is a status other than       *|
|* TT_SUCCESS, and the reasons come as diagnostics first.                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TT_C_SUPPORT_H
#define TT_C_SUPPORT_H

#include <stddef.h>

#if defined(__GNUC__)
#define TT_CAPI_EXPORTED __attribute__((visibility("default")))
#else
#define TT_CAPI_EXPORTED
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TTStatus {
  TT_SUCCESS = 0,
  TT_ERROR_INVALID_ARGUMENT, /* a null pointer, an unknown stage, a bad option */
  TT_ERROR_IO,               /* a file could not be read or written */
  TT_ERROR_PARSE,            /* the text is not a module */
  TT_ERROR_VERIFY,           /* the module does not verify */
  TT_ERROR_PASS,             /* the pipeline is unknown or a pass failed */
  TT_ERROR_COMPILE           /* a compile step failed */
} TTStatus;

/* "success", "invalid argument", ...: for messages. */
TT_CAPI_EXPORTED const char *ttStatusGetString(TTStatus status);

typedef enum TTDiagnosticSeverity {
  TT_DIAGNOSTIC_ERROR,
  TT_DIAGNOSTIC_WARNING,
  TT_DIAGNOSTIC_NOTE,
  TT_DIAGNOSTIC_REMARK
} TTDiagnosticSeverity;

/* One message. `file` is "" and `line`/`column` 0 when it has no place;
 * lines and columns count from 1. The strings live only during the
 * callback. */
typedef struct TTDiagnostic {
  TTDiagnosticSeverity severity;
  const char *file;
  unsigned line, column;
  const char *message;
} TTDiagnostic;

typedef void (*TTDiagnosticCallback)(const TTDiagnostic *diagnostic, void *userData);

/* Frees memory the API handed over (printed text). Null is ignored. */
TT_CAPI_EXPORTED void ttFree(void *memory);

/* The library's version line, e.g. "tt-toolkit 0a1b2c3d4e5f (sources ...)". */
TT_CAPI_EXPORTED const char *ttGetVersion(void);

#ifdef __cplusplus
}
#endif

#endif /* TT_C_SUPPORT_H */
