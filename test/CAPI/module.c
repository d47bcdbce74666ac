/* Parsing, verifying, running pipelines and printing through the C API,
 * with every failure's status and located diagnostics. */
// RUN: %capi_bin/tt-capi-module-test %S/Inputs/vadd.ttir | FileCheck %s

#include "common.h"

#include <string.h>

static const char kGood[] =
    "module {\n"
    "  tt.func @k(%p: !tt.ptr<f32>) {\n"
    "    %c = arith.constant 1.0 : f32\n"
    "    %a = arith.addf %c, %c : f32\n"
    "    tt.store %p, %a : !tt.ptr<f32>\n"
    "    tt.return\n"
    "  }\n"
    "}\n";

/* Line 3: an op that doesn't exist. */
static const char kBadSyntax[] = "module {\n  tt.func @k() {\n    tt.nonsense\n  }\n}\n";

/* Parses, but tt.return's operand count breaks tt.func's result types. */
static const char kBadVerify[] =
    "module {\n  tt.func @k() {\n    %c = arith.constant 1 : i32\n    tt.return %c : i32\n"
    "  }\n}\n";

int main(int argc, char **argv) {
  if (argc != 2)
    return 2;
  int errors = 0;
  TTContext *context = ttContextCreate();
  ttContextSetDiagnosticCallback(context, printDiagnostic, &errors);

  TTModule *module = NULL;
  // CHECK: parse good: success
  printf("parse good: %s\n",
         ttStatusGetString(ttModuleParse(context, kGood, strlen(kGood), "good.ttir", &module)));
  // CHECK-NEXT: verify: success
  printf("verify: %s\n", ttStatusGetString(ttModuleVerify(module)));
  // A bare list nests under the module; canonicalize folds the addition.
  // CHECK-NEXT: canonicalize: success
  printf("canonicalize: %s\n", ttStatusGetString(ttModuleRunPipeline(module, "canonicalize")));
  char *text = NULL;
  size_t length = 0;
  ttModulePrint(module, 0, &text, &length);
  // CHECK-NEXT: printed {{[0-9]+}} bytes, folded: yes
  printf("printed %zu bytes, folded: %s\n", length,
         strstr(text, "2.000000e+00") && !strstr(text, "arith.addf") ? "yes" : "no");
  ttFree(text);
  ttModulePrint(module, 1, &text, NULL);
  // CHECK-NEXT: with locations: yes
  printf("with locations: %s\n", strstr(text, "loc(\"good.ttir\":") ? "yes" : "no");
  ttFree(text);

  // An anchored pipeline, and a Triton pass by its flag name.
  // CHECK-NEXT: anchored: success
  printf("anchored: %s\n",
         ttStatusGetString(ttModuleRunPipeline(module, "builtin.module(triton-combine)")));
  // CHECK-NEXT: diagnostic: error at :0:0: invalid pass pipeline 'no-such-pass': {{.*}}'no-such-pass' does not refer to a registered pass or pass pipeline
  // CHECK-NEXT: unknown pass: pass failed
  printf("unknown pass: %s\n", ttStatusGetString(ttModuleRunPipeline(module, "no-such-pass")));
  // CHECK-NEXT: diagnostic: error at :0:0: ttModuleRunPipeline: null pipeline
  // CHECK-NEXT: null pipeline: invalid argument
  printf("null pipeline: %s\n", ttStatusGetString(ttModuleRunPipeline(module, NULL)));
  ttModuleDestroy(module);

  // CHECK-NEXT: diagnostic: error at bad.ttir:3:5: {{.*}}tt.nonsense
  // CHECK-NEXT: bad syntax: parse error, module null
  module = (TTModule *)1;
  TTStatus status = ttModuleParse(context, kBadSyntax, strlen(kBadSyntax), "bad.ttir", &module);
  printf("bad syntax: %s, module %s\n", ttStatusGetString(status), module ? "set" : "null");

  // CHECK-NEXT: diagnostic: error at wrong.ttir:4:5: 'tt.return' op returns 1 values, but 'k' declares 0
  // CHECK-NEXT: diagnostic: note at wrong.ttir:4:5: see current operation: {{.*}}
  // CHECK: bad module: verification failed
  status = ttModuleParse(context, kBadVerify, strlen(kBadVerify), "wrong.ttir", &module);
  printf("bad module: %s\n", ttStatusGetString(status));

  // CHECK-NEXT: diagnostic: error at :0:0: cannot read '/no/such/file.ttir': No such file or directory
  // CHECK-NEXT: missing file: input/output error
  printf("missing file: %s\n",
         ttStatusGetString(ttModuleParseFile(context, "/no/such/file.ttir", &module)));

  // A real kernel from a file, through make-ttgir's pipeline alias.
  // CHECK-NEXT: parse file: success
  printf("parse file: %s\n", ttStatusGetString(ttModuleParseFile(context, argv[1], &module)));
  // CHECK-NEXT: make-ttgir: success
  printf("make-ttgir: %s\n",
         ttStatusGetString(ttModuleRunPipeline(module, "make-ttgir{num-warps=8}")));
  ttModulePrint(module, 0, &text, NULL);
  // CHECK-NEXT: ttgir: "ttg.num-warps" = 8
  const char *warps = strstr(text, "\"ttg.num-warps\" = 8");
  printf("ttgir: %.*s\n", warps ? 20 : 7, warps ? warps : "missing");
  ttFree(text);
  ttModuleDestroy(module);

  ttContextDestroy(context);
  // CHECK-NEXT: errors: 5
  printf("errors: %d\n", errors);
  return 0;
}
