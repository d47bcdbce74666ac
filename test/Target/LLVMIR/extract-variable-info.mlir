// RUN: tt-opt %s --split-input-file --enable-line-info --extract-variable-info --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | FileCheck %s
// RUN: tt-opt %s --split-input-file --extract-variable-info --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | FileCheck %s --check-prefix=ALONE

// Each named value gets a dbg.value right after its op, at the name's inner
// location, of a variable of that name in the function's subprogram; its
// type is Triton's basic type for the result type.

// CHECK-DAG: #[[BOOL:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "bool", sizeInBits = 1, encoding = DW_ATE_boolean>
// CHECK-DAG: #[[INT64:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 64, encoding = DW_ATE_signed>
// CHECK-DAG: #[[HALF:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "half", sizeInBits = 16, encoding = DW_ATE_float>
// CHECK-DAG: #[[FLOAT:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 32, encoding = DW_ATE_float>
// CHECK-DAG: #[[DOUBLE:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "double", sizeInBits = 64, encoding = DW_ATE_float>
// CHECK-DAG: #[[UNKNOWN:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "unknown_type", encoding = DW_ATE_signed>
// CHECK-DAG: #[[VEC128:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "vector", sizeInBits = 128, encoding = DW_ATE_float>
// CHECK-DAG: #[[VEC32:.*]] = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "vector", sizeInBits = 32, encoding = DW_ATE_float>
// CHECK-DAG: #[[NOFILE:.*]] = #llvm.di_file<"<unknown>" in "<unknown>">
// CHECK-DAG: #[[SP:.*]] = #llvm.di_subprogram<{{.*}}name = "types"
// CHECK-DAG: #[[FLAG:[a-z_0-9]+]] = #llvm.di_local_variable<scope = #[[SP]], name = "flag", file = #[[NOFILE]], type = #[[BOOL]]>
// CHECK-DAG: #[[COUNT:[a-z_0-9]+]] = #llvm.di_local_variable<scope = #[[SP]], name = "count", file = #[[NOFILE]], type = #[[INT64]]>
// CHECK-DAG: #[[H:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "h", {{.*}}type = #[[HALF]]>
// CHECK-DAG: #[[S:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "s", {{.*}}type = #[[FLOAT]]>
// CHECK-DAG: #[[D:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "d", {{.*}}type = #[[DOUBLE]]>
// CHECK-DAG: #[[B:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "b", {{.*}}type = #[[UNKNOWN]]>
// CHECK-DAG: #[[V:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "v", {{.*}}type = #[[VEC128]]>
// CHECK-DAG: #[[IV:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "iv", {{.*}}type = #[[VEC32]]>
// CHECK-DAG: #[[P:[a-z_0-9]+]] = #llvm.di_local_variable<{{.*}}name = "p", {{.*}}type = #[[UNKNOWN]]>
// CHECK-LABEL: llvm.func @types
// CHECK: %flag = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.intr.dbg.value #[[FLAG]] = %flag : i1 loc(#[[FLAG_LOC:[a-z0-9]+]])
// CHECK: %count = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: llvm.intr.dbg.value #[[COUNT]] = %count : i64
// CHECK: %h = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: llvm.intr.dbg.value #[[H]] = %h : f16
// CHECK: %s = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: llvm.intr.dbg.value #[[S]] = %s : f32
// CHECK: %d = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK-NEXT: llvm.intr.dbg.value #[[D]] = %d : f64
// CHECK: %b = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: llvm.intr.dbg.value #[[B]] = %b : bf16
// CHECK: %v = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: llvm.intr.dbg.value #[[V]] = %v : vector<4xf32>
// CHECK: %iv = llvm.mlir.constant(dense<1> : vector<2xi16>) : vector<2xi16>
// CHECK-NEXT: llvm.intr.dbg.value #[[IV]] = %iv : vector<2xi16>
// CHECK: %p = llvm.mlir.zero : !llvm.ptr<1>
// CHECK-NEXT: llvm.intr.dbg.value #[[P]] = %p : !llvm.ptr<1>
// CHECK: %{{[0-9]+}} = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.return
// CHECK-DAG: #[[FLAG_LOC]] = loc("k.py":2:4)
// Run alone, the pass gives the function its subprogram, in a unit with
// full debug info.
// ALONE: #llvm.di_compile_unit<{{.*}}producer = "triton", isOptimized = true, emissionKind = Full>
// ALONE-LABEL: llvm.func @types
module {
  llvm.func @types() {
    %flag = llvm.mlir.constant(true) : i1 loc("flag"("k.py":2:4))
    %count = llvm.mlir.constant(7 : i64) : i64 loc("count"("k.py":3:4))
    %h = llvm.mlir.constant(1.0 : f16) : f16 loc("h"("k.py":4:4))
    %s = llvm.mlir.constant(1.0 : f32) : f32 loc("s"("k.py":5:4))
    %d = llvm.mlir.constant(1.0 : f64) : f64 loc("d"("k.py":6:4))
    %b = llvm.mlir.constant(1.0 : bf16) : bf16 loc("b"("k.py":7:4))
    %v = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32> loc("v"("k.py":8:4))
    %iv = llvm.mlir.constant(dense<1> : vector<2xi16>) : vector<2xi16> loc("iv"("k.py":9:4))
    %p = llvm.mlir.zero : !llvm.ptr<1> loc("p"("k.py":10:4))
    %unnamed = llvm.mlir.constant(3 : i32) : i32 loc("k.py":11:4)
    llvm.return
  } loc("k.py":1:0)
}

// -----

// What a dbg.value cannot describe or follow is left alone: a value of a
// non-LLVM type, a terminator's result, ops outside llvm.func. A function
// without names keeps its location even when run alone.

// CHECK-LABEL: llvm.func @skipped
// CHECK: %t = arith.constant dense<0> : tensor<4xi32>
// CHECK-NEXT: %r = llvm.invoke @callee() to ^bb1 unwind ^bb2 : () -> i32
// CHECK-NEXT: ^bb1:
// CHECK-NOT: llvm.intr.dbg.value
// CHECK: tt.func @ttir
// CHECK-NEXT: %c = arith.constant 1 : i32
// CHECK-NEXT: tt.return
// ALONE-LABEL: llvm.func @nameless
// ALONE-NEXT: llvm.return
// ALONE-NEXT: } loc(#[[NAMELESS:[a-z0-9]+]])
// ALONE: #[[NAMELESS]] = loc("k.py":40:0)
module {
  llvm.func @callee() -> i32
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.func @skipped() attributes {personality = @__gxx_personality_v0} {
    %t = arith.constant dense<0> : tensor<4xi32> loc("t"("k.py":21:4))
    %r = llvm.invoke @callee() to ^bb1 unwind ^bb2 : () -> i32 loc("r"("k.py":22:4))
  ^bb1:
    llvm.return
  ^bb2:
    %l = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
    llvm.return
  } loc("k.py":20:0)
  tt.func @ttir() {
    %c = arith.constant 1 : i32 loc("c"("k.py":31:4))
    tt.return
  } loc("k.py":30:0)
  llvm.func @nameless() {
    llvm.return
  } loc("k.py":40:0)
}
