/* The context's life and the API's small functions, null arguments
 * included: nothing aborts, every misuse returns a status. */
// RUN: %capi_bin/tt-capi-context-test | FileCheck %s

#include "common.h"

#include <string.h>

/* Prints a module and drops the text the caller owns (ttFree): the leak
 * leaks.test expects LeakSanitizer to report. (A context never destroyed
 * does not do: MLIR's globals still reach it.) A frame of its own, so that
 * no pointer to the text is left on main's stack. */
__attribute__((noinline)) static void leakModuleText(TTContext *context) {
  TTModule *module = NULL;
  char *text = NULL;
  if (ttModuleParse(context, "module {}", 9, NULL, &module) != TT_SUCCESS ||
      ttModulePrint(module, 0, &text, NULL) != TT_SUCCESS)
    printf("leak: nothing printed\n");
  ttModuleDestroy(module);
}

int main(void) {
  int errors = 0;
  // CHECK: version: tt-toolkit
  printf("version: %s\n", ttGetVersion());

  // CHECK-NEXT: status 0: success
  // CHECK-NEXT: status 1: invalid argument
  // CHECK-NEXT: status 6: compile failed
  // CHECK-NEXT: status 99: unknown status
  const int statuses[] = {TT_SUCCESS, TT_ERROR_INVALID_ARGUMENT, TT_ERROR_COMPILE, 99};
  for (int i = 0; i < 4; ++i)
    printf("status %d: %s\n", statuses[i], ttStatusGetString((TTStatus)statuses[i]));

  // CHECK-NEXT: stages: ttir ttgir llir.mlir llir ptx cubin (null)
  printf("stages:");
  for (int stage = TT_STAGE_TTIR; stage <= TT_STAGE_CUBIN + 1; ++stage) {
    const char *extension = ttStageGetExtension((TTStage)stage);
    printf(" %s", extension ? extension : "(null)");
  }
  printf("\n");

  // Null handles are ignored or refused.
  ttContextDestroy(NULL);
  ttModuleDestroy(NULL);
  ttCompileResultDestroy(NULL);
  ttFree(NULL);
  ttContextSetDiagnosticCallback(NULL, printDiagnostic, &errors);
  ttCompileOptionsInit(NULL);
  TTModule *module = (TTModule *)1;
  // CHECK-NEXT: parse with no context: invalid argument, module null
  TTStatus status = ttModuleParse(NULL, "module {}", 9, NULL, &module);
  printf("parse with no context: %s, module %s\n", ttStatusGetString(status),
         module ? "set" : "null");
  // CHECK-NEXT: verify no module: invalid argument
  printf("verify no module: %s\n", ttStatusGetString(ttModuleVerify(NULL)));
  // CHECK-NEXT: result accessors on null: (null) (null) (null) 0
  printf("result accessors on null: %s %s %s %d\n",
         ttCompileResultGetOutput(NULL, NULL) ? "set" : "(null)",
         ttCompileResultGetMetadata(NULL, NULL) ? "set" : "(null)",
         ttCompileResultGetKernelName(NULL) ? "set" : "(null)", ttCompileResultIsFromCache(NULL));

  // CHECK-NEXT: more null arguments: 1 1 1 1 1 1
  char *text = (char *)1;
  TTCompileResult *result = (TTCompileResult *)1;
  printf("more null arguments: %d %d %d %d %d %d\n",
         ttModulePrint(NULL, 0, &text, NULL) == TT_ERROR_INVALID_ARGUMENT && !text,
         ttModuleRunPipeline(NULL, "canonicalize") == TT_ERROR_INVALID_ARGUMENT,
         ttModuleParseFile(NULL, "k.ttir", &module) == TT_ERROR_INVALID_ARGUMENT,
         ttCompile(NULL, "", 0, NULL, TT_STAGE_TTIR, TT_STAGE_PTX, NULL, &result) ==
                 TT_ERROR_INVALID_ARGUMENT &&
             !result,
         ttCompileModule(NULL, TT_STAGE_TTIR, TT_STAGE_PTX, NULL, &result) ==
             TT_ERROR_INVALID_ARGUMENT,
         ttCompileResultGetKernelName(NULL) == NULL);

  TTContext *context = ttContextCreate();
  ttContextSetDiagnosticCallback(context, printDiagnostic, &errors);
  // CHECK-NEXT: diagnostic: error at :0:0: ttModuleParseFile: null context, path or module pointer
  // CHECK-NEXT: parse no path: invalid argument
  printf("parse no path: %s\n", ttStatusGetString(ttModuleParseFile(context, NULL, &module)));
  // CHECK-NEXT: diagnostic: error at :0:0: ttCompile: null context, input or result pointer
  // CHECK-NEXT: compile into no pointer: invalid argument
  printf("compile into no pointer: %s\n",
         ttStatusGetString(
             ttCompile(context, "x", 1, NULL, TT_STAGE_TTIR, TT_STAGE_PTX, NULL, NULL)));
  // CHECK-NEXT: diagnostic: error at :0:0: ttCompile: null context, input or result pointer
  // CHECK-NEXT: compile null input: invalid argument
  printf("compile null input: %s\n",
         ttStatusGetString(
             ttCompile(context, NULL, 5, NULL, TT_STAGE_TTIR, TT_STAGE_PTX, NULL, &result)));
  // CHECK-NEXT: diagnostic: error at :0:0: ttModuleParse: null context, text or module pointer
  // CHECK-NEXT: parse into no pointer: invalid argument
  printf("parse into no pointer: %s\n",
         ttStatusGetString(ttModuleParse(context, "module {}", 9, NULL, NULL)));

  // The defaults are tt-translate's.
  TTCompileOptions options;
  memset(&options, 0x5a, sizeof options);
  ttCompileOptionsInit(&options);
  // CHECK-NEXT: defaults: size ok, line info 1, opt 3, fusion 1, warps 0, target (null)
  printf("defaults: size %s, line info %d, opt %u, fusion %d, warps %d, target %s\n",
         options.structSize == sizeof options ? "ok" : "wrong", options.lineInfo,
         options.optLevel, options.enableFPFusion, options.numWarps,
         options.target ? options.target : "(null)");
  // leaks.test checks that the leak check catches a leak.
  if (getenv("TT_CAPI_TEST_LEAK"))
    leakModuleText(context);
  ttContextDestroy(context);
  // CHECK-NEXT: errors: 4
  printf("errors: %d\n", errors);
  return 0;
}
