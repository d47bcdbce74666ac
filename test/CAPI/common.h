/* What the C API tests share: a diagnostic callback that prints each message
 * on stdout (for FileCheck) and counts the errors, and a file reader. */

#ifndef TT_TEST_CAPI_COMMON_H
#define TT_TEST_CAPI_COMMON_H

#include "tt-c/tt-toolkit.h"

#include <stdio.h>
#include <stdlib.h>

static inline const char *severityName(TTDiagnosticSeverity severity) {
  switch (severity) {
  case TT_DIAGNOSTIC_ERROR:
    return "error";
  case TT_DIAGNOSTIC_WARNING:
    return "warning";
  case TT_DIAGNOSTIC_NOTE:
    return "note";
  case TT_DIAGNOSTIC_REMARK:
    return "remark";
  }
  return "?";
}

/* Prints "diagnostic: <severity> at <file>:<line>:<col>: <message>" and
 * counts errors in *(int *)userData. */
static inline void printDiagnostic(const TTDiagnostic *diagnostic, void *userData) {
  printf("diagnostic: %s at %s:%u:%u: %s\n", severityName(diagnostic->severity),
         diagnostic->file, diagnostic->line, diagnostic->column, diagnostic->message);
  if (diagnostic->severity == TT_DIAGNOSTIC_ERROR)
    ++*(int *)userData;
}

/* The whole file, null-terminated; null when it can't be read. */
static inline char *readFile(const char *path, size_t *length) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  fseek(file, 0, SEEK_END);
  long size = ftell(file);
  fseek(file, 0, SEEK_SET);
  char *text = malloc((size_t)size + 1);
  if (text && fread(text, 1, (size_t)size, file) != (size_t)size) {
    free(text);
    text = NULL;
  }
  fclose(file);
  if (text) {
    text[size] = '\0';
    *length = (size_t)size;
  }
  return text;
}

#endif /* TT_TEST_CAPI_COMMON_H */
