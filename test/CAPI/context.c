/* The context's life and the API's small functions, null arguments
 * included: nothing aborts, every misuse returns a status. */
// RUN: %capi_bin/tt-capi-context-test | FileCheck %s

#include "common.h"

#include <string.h>

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

  TTContext *context = ttContextCreate();
  ttContextSetDiagnosticCallback(context, printDiagnostic, &errors);
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
  // leaks.test checks that the leak check catches a context never destroyed.
  if (getenv("TT_CAPI_TEST_LEAK"))
    return 0;
  ttContextDestroy(context);
  // CHECK-NEXT: errors: 1
  printf("errors: %d\n", errors);
  return 0;
}
