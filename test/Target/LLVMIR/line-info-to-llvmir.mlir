// Both passes, then MLIR's translation: line tables with inlined frames and
// source variables reach the LLVM IR.
// RUN: tt-opt %s --enable-line-info --extract-variable-info --mlir-print-debuginfo | mlir-translate --mlir-to-llvmir | FileCheck %s
// tt-translate does the line-info step itself, the same one: a module that
// went through it already translates the same (LLVM's verifier runs there).
// RUN: tt-opt %s --enable-line-info --extract-variable-info --mlir-print-debuginfo -o %t.mlir
// RUN: tt-translate --mlir-to-llvmir --opt-level=0 %t.mlir -o %t.ll
// RUN: FileCheck %s < %t.ll
// Without enable-line-info, extract-variable-info scopes the function itself.
// RUN: tt-opt %s --extract-variable-info --mlir-print-debuginfo -o %t.alone.mlir
// RUN: tt-translate --mlir-to-llvmir --opt-level=0 --line-info=false %t.alone.mlir -o %t.alone.ll
// RUN: FileCheck %s --check-prefix=ALONE < %t.alone.ll

// CHECK: define {{.*}}void @kernel({{.*}}) {{.*}}!dbg ![[SP:[0-9]+]]
// CHECK: #dbg_value(i32 %[[SUM:[0-9]+]], ![[SUM_VAR:[0-9]+]], !DIExpression(), ![[SUM_LOC:[0-9]+]])
// CHECK: store i32 {{.*}}, !dbg ![[INLINED:[0-9]+]]
// CHECK: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// CHECK: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_C, file: ![[FILE:[0-9]+]], producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
// CHECK: ![[FILE]] = !DIFile(filename: "kernel.py", directory: "/src")
// CHECK: ![[SP]] = distinct !DISubprogram(name: "kernel", linkageName: "kernel", scope: ![[FILE]], file: ![[FILE]], line: 10, {{.*}}scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: ![[CU]])
// CHECK-DAG: ![[SUM_LOC]] = !DILocation(line: 11, column: 4, scope: ![[SP]])
// CHECK-DAG: ![[SUM_VAR]] = !DILocalVariable(name: "sum", scope: ![[SP]], file: ![[NOFILE:[0-9]+]], type: ![[INT:[0-9]+]])
// CHECK-DAG: ![[NOFILE]] = !DIFile(filename: "<unknown>", directory: "<unknown>")
// CHECK-DAG: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// CHECK-DAG: ![[INLINED]] = !DILocation(line: 3, column: 8, scope: ![[LIB_BLOCK:[0-9]+]], inlinedAt: ![[CALL:[0-9]+]])
// CHECK-DAG: ![[LIB_BLOCK]] = {{(distinct )?}}!DILexicalBlockFile(scope: ![[SP]], file: ![[LIB:[0-9]+]], discriminator: 0)
// CHECK-DAG: ![[LIB]] = !DIFile(filename: "lib.py", directory: "/src")
// CHECK-DAG: ![[CALL]] = !DILocation(line: 12, column: 4, scope: ![[MAIN_BLOCK:[0-9]+]])
// CHECK-DAG: ![[MAIN_BLOCK]] = {{(distinct )?}}!DILexicalBlockFile(scope: ![[SP]], file: ![[FILE]], discriminator: 0)

// ALONE: emissionKind: FullDebug
// ALONE: !DILocalVariable(name: "sum"
module {
  llvm.func @kernel(%out: !llvm.ptr<1>, %x: i32) attributes {nvvm.kernel = 1 : ui1} {
    %sum = llvm.add %x, %x : i32 loc("sum"("/src/kernel.py":11:4))
    llvm.store %sum, %out : i32, !llvm.ptr<1> loc(callsite("/src/lib.py":3:8 at "/src/kernel.py":12:4))
    llvm.return loc("/src/kernel.py":13:4)
  } loc("/src/kernel.py":10:0)
}
