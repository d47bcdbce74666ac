/* ttCompile and ttCompileModule: a kernel from TTIR to PTX and to a cubin,
 * the metadata JSON, the cache, and every error path (bad stages, options,
 * inputs). */
// REQUIRES: cuda-toolkit
// RUN: rm -rf %t && mkdir -p %t/out
// RUN: %capi_bin/tt-capi-compile-test %S/Inputs/vadd.ttir %t | FileCheck %s

#include "common.h"

#include <string.h>

static void compileTo(TTContext *context, const char *ttir, size_t length, TTStage to,
                      const TTCompileOptions *options) {
  TTCompileResult *result = NULL;
  TTStatus status =
      ttCompile(context, ttir, length, "vadd.ttir", TT_STAGE_TTIR, to, options, &result);
  size_t bytes = 0;
  const char *output = ttCompileResultGetOutput(result, &bytes);
  const char *metadata = ttCompileResultGetMetadata(result, NULL);
  printf("%s: %s, kernel %s, %s, metadata %s, cached %d\n", ttStageGetExtension(to),
         ttStatusGetString(status), result ? ttCompileResultGetKernelName(result) : "-",
         !output                                   ? "no output"
         : to == TT_STAGE_CUBIN                    ? (bytes > 4 && !memcmp(output, "\177ELF", 4)
                                                          ? "an ELF"
                                                          : "not an ELF")
         : to == TT_STAGE_PTX                      ? (strstr(output, ".entry vadd") ? "a PTX entry"
                                                                                    : "no entry")
                                                   : "text",
         metadata ? (strstr(metadata, "\"num_warps\": 2") ? "num_warps 2" : "other") : "none",
         ttCompileResultIsFromCache(result));
  ttCompileResultDestroy(result);
}

int main(int argc, char **argv) {
  if (argc != 3)
    return 2;
  size_t length = 0;
  char *ttir = readFile(argv[1], &length);
  if (!ttir)
    return 2;
  char cacheDir[4096], reproducer[4096];
  snprintf(cacheDir, sizeof cacheDir, "%s/cache", argv[2]);
  snprintf(reproducer, sizeof reproducer, "%s/out/vadd.cubin", argv[2]);

  int errors = 0;
  TTContext *context = ttContextCreate();
  ttContextSetDiagnosticCallback(context, printDiagnostic, &errors);
  TTCompileOptions options;
  ttCompileOptionsInit(&options);
  options.numWarps = 2;

  // CHECK: ttgir: success, kernel vadd, text, metadata none, cached 0
  compileTo(context, ttir, length, TT_STAGE_TTGIR, &options);
  // CHECK-NEXT: ptx: success, kernel vadd, a PTX entry, metadata num_warps 2, cached 0
  compileTo(context, ttir, length, TT_STAGE_PTX, &options);
  // A cubin, twice through the cache: the second comes from it.
  options.cacheDir = cacheDir;
  // CHECK-NEXT: cubin: success, kernel vadd, an ELF, metadata num_warps 2, cached 0
  compileTo(context, ttir, length, TT_STAGE_CUBIN, &options);
  // CHECK-NEXT: cubin: success, kernel vadd, an ELF, metadata num_warps 2, cached 1
  compileTo(context, ttir, length, TT_STAGE_CUBIN, &options);
  options.cacheDir = NULL;

  // From a parsed module, which stays as it was.
  TTModule *module = NULL;
  ttModuleParse(context, ttir, length, "vadd.ttir", &module);
  TTCompileResult *result = NULL;
  // CHECK-NEXT: module to llir: success
  printf("module to llir: %s\n", ttStatusGetString(ttCompileModule(
                                     module, TT_STAGE_TTIR, TT_STAGE_LLVMIR, &options, &result)));
  ttCompileResultDestroy(result);
  char *text = NULL;
  ttModulePrint(module, 0, &text, NULL);
  // CHECK-NEXT: module still TTIR: yes
  printf("module still TTIR: %s\n", strstr(text, "tt.func public @vadd") ? "yes" : "no");
  ttFree(text);
  // CHECK-NEXT: diagnostic: error at :0:0: ttCompileModule: a module holds an MLIR stage (TTIR, TTGIR or the LLVM dialect), not .ptx
  // CHECK-NEXT: module as ptx: invalid argument
  printf("module as ptx: %s\n", ttStatusGetString(ttCompileModule(
                                    module, TT_STAGE_PTX, TT_STAGE_CUBIN, &options, &result)));
  ttModuleDestroy(module);

  // Errors: each a status, a diagnostic, and no result.
  // CHECK-NEXT: diagnostic: error at :0:0: the compile asks for the ttir stage, which compiling a .ptx input does not make (it starts at cubin)
  // CHECK-NEXT: backwards: compile failed, result null
  TTStatus status =
      ttCompile(context, ttir, length, NULL, TT_STAGE_PTX, TT_STAGE_TTIR, &options, &result);
  printf("backwards: %s, result %s\n", ttStatusGetString(status), result ? "set" : "null");
  // CHECK-NEXT: diagnostic: error at :0:0: ttCompile: unknown stage (7 -> 5)
  // CHECK-NEXT: unknown stage: invalid argument
  status = ttCompile(context, ttir, length, NULL, (TTStage)7, TT_STAGE_CUBIN, &options, &result);
  printf("unknown stage: %s\n", ttStatusGetString(status));
  // CHECK-NEXT: diagnostic: error at :0:0: ttCompile: optLevel 9 is not 0-3
  // CHECK-NEXT: bad option: invalid argument
  options.optLevel = 9;
  status = ttCompile(context, ttir, length, NULL, TT_STAGE_TTIR, TT_STAGE_PTX, &options, &result);
  printf("bad option: %s\n", ttStatusGetString(status));
  options.optLevel = 3;
  // CHECK-NEXT: diagnostic: error at :0:0: unknown --target 'cuda:xx': expected sm_NN or sm_NNa (e.g. sm_90a) or cuda:NN
  // CHECK-NEXT: bad target: compile failed
  options.target = "cuda:xx";
  status = ttCompile(context, ttir, length, NULL, TT_STAGE_TTIR, TT_STAGE_PTX, &options, &result);
  printf("bad target: %s\n", ttStatusGetString(status));
  options.target = NULL;
  // CHECK-NEXT: diagnostic: error at broken.ttir:1:1: {{.*}}
  // CHECK: broken input: compile failed
  status = ttCompile(context, "tt.nonsense", 11, "broken.ttir", TT_STAGE_TTIR, TT_STAGE_PTX,
                     &options, &result);
  printf("broken input: %s\n", ttStatusGetString(status));

  // ptxas fails on this PTX: the reproducer goes where the options say.
  static const char kBadPTX[] = ".version 8.7\n.target sm_90a\n.address_size 64\n"
                                ".visible .entry k() { bogus.instruction; }\n";
  options.reproducerPath = reproducer;
  status = ttCompile(context, kBadPTX, strlen(kBadPTX), "k.ptx", TT_STAGE_PTX, TT_STAGE_CUBIN,
                     &options, &result);
  // CHECK: reproducer: {{.*}}/out/vadd.repro.ptx
  // CHECK: bad ptx: compile failed
  printf("bad ptx: %s\n", ttStatusGetString(status));

  ttContextDestroy(context);
  free(ttir);
  return 0;
}
