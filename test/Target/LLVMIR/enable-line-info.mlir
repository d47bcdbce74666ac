// RUN: tt-opt %s --split-input-file --enable-line-info --mlir-print-debuginfo | FileCheck %s
// Running the pass twice changes nothing more than running it once.
// RUN: tt-opt %s --split-input-file --enable-line-info --mlir-print-debuginfo -o %t.once
// RUN: tt-opt %s --split-input-file --enable-line-info --enable-line-info --mlir-print-debuginfo -o %t.twice
// RUN: diff %t.once %t.twice
// Triton's LLVM_EXTRACT_DI_LOCAL_VARIABLES asks for full debug info.
// RUN: env LLVM_EXTRACT_DI_LOCAL_VARIABLES=On tt-opt %s --split-input-file --enable-line-info --mlir-print-debuginfo | FileCheck %s --check-prefix=FULL

// A definition gets a subprogram in a compile unit of its own, at its
// location's line, in the DIFile of its base name and directory; a
// declaration gets one without id or unit.

// CHECK: llvm.func @helper() loc(#[[HELPER_LOC:[a-z0-9]+]])
// CHECK: llvm.func @kernel()
// CHECK: } loc(#[[KERNEL_LOC:[a-z0-9]+]])
// CHECK-DAG: #[[FILE:.*]] = #llvm.di_file<"k.py" in "/src/kernels">
// CHECK-DAG: #[[TY:.*]] = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-DAG: #[[CU:.*]] = #llvm.di_compile_unit<id = distinct{{\[}}[[ID:[0-9]+]]{{\]}}<>, sourceLanguage = DW_LANG_C, file = #[[FILE]], producer = "triton", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-DAG: #[[SP:.*]] = #llvm.di_subprogram<id = distinct{{\[}}[[ID]]{{\]}}<>, compileUnit = #[[CU]], scope = #[[FILE]], name = "kernel", linkageName = "kernel", file = #[[FILE]], line = 12, scopeLine = 12, subprogramFlags = "Definition|Optimized", type = #[[TY]]>
// CHECK-DAG: #[[DECL:.*]] = #llvm.di_subprogram<scope = #[[FILE]], name = "helper", linkageName = "helper", file = #[[FILE]], line = 3, scopeLine = 3, subprogramFlags = Optimized, type = #[[TY]]>
// CHECK-DAG: #[[HELPER_LOC]] = loc(fused<#[[DECL]]>[
// CHECK-DAG: #[[KERNEL_LOC]] = loc(fused<#[[SP]]>[
// FULL: emissionKind = Full
module {
  llvm.func @helper() loc("/src/kernels/k.py":3:0)
  llvm.func @kernel() {
    llvm.return loc("/src/kernels/k.py":13:4)
  } loc("/src/kernels/k.py":12:0)
}

// -----

// The module's compile unit, fused into its location, is every
// function's; a function that has a subprogram keeps it.

// CHECK: llvm.func @given() {
// CHECK: } loc(#[[GIVEN_LOC:[a-z0-9]+]])
// CHECK: llvm.func @plain() {
// CHECK: } loc(#[[PLAIN_LOC:[a-z0-9]+]])
// CHECK-DAG: #[[CU:.*]] = #llvm.di_compile_unit<{{.*}}producer = "mine"
// CHECK-DAG: #[[MINE:.*]] = #llvm.di_subprogram<{{.*}}name = "given", file
// CHECK-DAG: #[[SP:.*]] = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #[[CU]], {{.*}}name = "plain"
// CHECK-DAG: #[[GIVEN_LOC]] = loc(fused<#[[MINE]]>[
// CHECK-DAG: #[[PLAIN_LOC]] = loc(fused<#[[SP]]>[
// CHECK-NOT: producer = "triton"
// CHECK: // -----
#file = #llvm.di_file<"a.py" in "">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "mine", isOptimized = false, emissionKind = Full>
#ty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
#mine = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "given", file = #file, line = 7, subprogramFlags = Definition, type = #ty>
module {
  llvm.func @given() {
    llvm.return
  } loc(fused<#mine>["a.py":7:0])
  llvm.func @plain() {
    llvm.return
  } loc("a.py":20:0)
} loc(fused<#cu>["a.py":1:0])

// -----

// No file location at all: the file is <unknown>, the line 0.

// CHECK-DAG: #[[UNKNOWN:.*]] = #llvm.di_file<"<unknown>" in "">
// CHECK-DAG: #llvm.di_subprogram<{{.*}}scope = #[[UNKNOWN]], name = "nowhere", linkageName = "nowhere", file = #[[UNKNOWN]], subprogramFlags
module {
  llvm.func @nowhere() {
    llvm.return loc(unknown)
  } loc(unknown)
}

// -----

// What inlining leaves: a call-site location has each frame scoped in a
// lexical block of its own file inside the function's subprogram. Names,
// plain file locations, and call sites outside functions stay as they are.

// CHECK: llvm.mlir.global external @g() {{.*}} loc(#[[GLOBAL_LOC:[a-z0-9]+]])
// CHECK: llvm.mlir.constant(1 : i32) : i32 loc(#[[INLINED:[a-z0-9]+]])
// CHECK: llvm.mlir.constant(2 : i32) : i32 loc(#[[NAMED:[a-z0-9]+]])
// CHECK: llvm.add {{.*}} loc(#[[PLAIN:[a-z0-9]+]])
// CHECK-DAG: #[[LIB:.*]] = #llvm.di_file<"lib.py" in "/src">
// CHECK-DAG: #[[MAIN:.*]] = #llvm.di_file<"main.py" in "/src">
// CHECK-DAG: #[[SP:.*]] = #llvm.di_subprogram<{{.*}}name = "caller"
// CHECK-DAG: #[[LIB_BLOCK:.*]] = #llvm.di_lexical_block_file<scope = #[[SP]], file = #[[LIB]], discriminator = 0>
// CHECK-DAG: #[[MAIN_BLOCK:.*]] = #llvm.di_lexical_block_file<scope = #[[SP]], file = #[[MAIN]], discriminator = 0>
// CHECK-DAG: #[[PLAIN]] = loc("/src/main.py":11:3)
// CHECK-DAG: #[[G_CALLEE:.*]] = loc("/src/lib.py":1:1)
// CHECK-DAG: #[[G_CALLER:.*]] = loc("/src/main.py":2:2)
// CHECK-DAG: #[[GLOBAL_LOC]] = loc(callsite(#[[G_CALLEE]] at #[[G_CALLER]]))
// CHECK-DAG: #[[LIB_LOC:.*]] = loc("/src/lib.py":5:7)
// CHECK-DAG: #[[MAIN_LOC:.*]] = loc("/src/main.py":9:3)
// CHECK-DAG: #[[LIB_SCOPED:.*]] = loc(fused<#[[LIB_BLOCK]]>[#[[LIB_LOC]]])
// CHECK-DAG: #[[MAIN_SCOPED:.*]] = loc(fused<#[[MAIN_BLOCK]]>[#[[MAIN_LOC]]])
// CHECK-DAG: #[[INLINED]] = loc(callsite(#[[LIB_SCOPED]] at #[[MAIN_SCOPED]]))
// CHECK-DAG: #[[X_LOC:.*]] = loc("/src/main.py":10:3)
// CHECK-DAG: #[[NAMED]] = loc("x"(#[[X_LOC]]))
module {
  llvm.mlir.global external @g() {addr_space = 3 : i32} : !llvm.array<0 x i8> loc(callsite("/src/lib.py":1:1 at "/src/main.py":2:2))
  llvm.func @caller() -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(callsite("/src/lib.py":5:7 at "/src/main.py":9:3))
    %1 = llvm.mlir.constant(2 : i32) : i32 loc("x"("/src/main.py":10:3))
    %2 = llvm.add %0, %1 : i32 loc("/src/main.py":11:3)
    llvm.return %2 : i32 loc("/src/main.py":12:3)
  } loc("/src/main.py":8:0)
}
