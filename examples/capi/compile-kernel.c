/* compile-kernel: a .ttir file to a cubin and its metadata JSON through
 * tt-toolkit's C API, as `tt-translate --compile k.ttir -o k.cubin` does.
 *
 *   compile-kernel k.ttir out/k.cubin [num_warps]
 *
 * Builds against the installed library with either
 *   cc compile-kernel.c $(pkg-config --cflags --libs tt-toolkit)
 * or CMake (CMakeLists.txt beside this file: find_package(tt-toolkit)). */

#include "tt-c/tt-toolkit.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Diagnostics as compilers print them: file:line:col: severity: message. */
static void printDiagnostic(const TTDiagnostic *diagnostic, void *userData) {
  static const char *const severities[] = {"error", "warning", "note", "remark"};
  (void)userData;
  if (diagnostic->file[0])
    fprintf(stderr, "%s:%u:%u: ", diagnostic->file, diagnostic->line, diagnostic->column);
  fprintf(stderr, "%s: %s\n", severities[diagnostic->severity], diagnostic->message);
}

static int writeFile(const char *path, const char *bytes, size_t length) {
  FILE *file = fopen(path, "wb");
  if (!file || fwrite(bytes, 1, length, file) != length) {
    fprintf(stderr, "error: cannot write '%s'\n", path);
    if (file)
      fclose(file);
    return 0;
  }
  return fclose(file) == 0;
}

/* `path` with its extension replaced by ".json". */
static char *metadataPath(const char *path) {
  const char *dot = strrchr(path, '.');
  size_t stem = dot && !strchr(dot, '/') ? (size_t)(dot - path) : strlen(path);
  char *json = malloc(stem + sizeof ".json");
  if (json) {
    memcpy(json, path, stem);
    strcpy(json + stem, ".json");
  }
  return json;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr, "usage: compile-kernel k.ttir out/k.cubin [num_warps]\n");
    return 1;
  }
  TTContext *context = ttContextCreate();
  ttContextSetDiagnosticCallback(context, printDiagnostic, NULL);

  int ok = 0;
  TTModule *module = NULL;
  TTCompileResult *result = NULL;
  TTCompileOptions options;
  ttCompileOptionsInit(&options);
  options.numWarps = argc == 4 ? atoi(argv[3]) : 0;
  if (ttModuleParseFile(context, argv[1], &module) == TT_SUCCESS &&
      ttCompileModule(module, TT_STAGE_TTIR, TT_STAGE_CUBIN, &options, &result) == TT_SUCCESS) {
    size_t cubinSize = 0, jsonSize = 0;
    const char *cubin = ttCompileResultGetOutput(result, &cubinSize);
    const char *json = ttCompileResultGetMetadata(result, &jsonSize);
    char *jsonPath = metadataPath(argv[2]);
    ok = jsonPath && writeFile(argv[2], cubin, cubinSize) && writeFile(jsonPath, json, jsonSize);
    if (ok)
      printf("%s: kernel %s, %zu bytes of cubin, metadata in %s\n", argv[2],
             ttCompileResultGetKernelName(result), cubinSize, jsonPath);
    free(jsonPath);
  }
  ttCompileResultDestroy(result);
  ttModuleDestroy(module);
  ttContextDestroy(context);
  return ok ? 0 : 1;
}
