// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// tt.print: one vprintf per element a thread holds, with Triton 3.6's
// format: "pid (x, y, z) idx (i, j)<prefix>[(operand n) ]<value>", indices
// padded to their dimension's digits, the value as %i/%u (isSigned), %f,
// %llu or 0x%0<n>x. The arguments go through a stack buffer laid out as a
// struct, small integers widened to i32 and halves and floats to double.

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.mlir.global internal constant @[[F_X:printfFormat_[0-9]+]]("pid (%u, %u, %u) idx (%2u, %1u) x: %i\0A\00") {addr_space = 0 : i32}
  // CHECK-DAG: llvm.mlir.global internal constant @[[F_OP0:printfFormat_[0-9]+]]("pid (%u, %u, %u) idx (%2u, %1u) two: (operand 0) 0x%04x\0A\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[F_OP1:printfFormat_[0-9]+]]("pid (%u, %u, %u) idx (%2u, %1u) two: (operand 1) 0x%04x\0A\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[F_N:printfFormat_[0-9]+]]("pid (%u, %u, %u) idx () n: %llu\0A\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[F_DONE:printfFormat_[0-9]+]]("pid (%u, %u, %u) done\0A\00")
  // CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32

  // CHECK-LABEL: llvm.func @print(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(i16, i16)>, %[[F:[^:]*]]: !llvm.struct<(f16, f16)>, %[[N:[^:]*]]: i64
  // CHECK-DAG: %[[FMT_X:.*]] = llvm.mlir.addressof @[[F_X]] : !llvm.ptr
  // CHECK-DAG: %[[FMT_OP1:.*]] = llvm.mlir.addressof @[[F_OP1]] : !llvm.ptr
  // CHECK-DAG: %[[FMT_N:.*]] = llvm.mlir.addressof @[[F_N]] : !llvm.ptr
  // Stack buffers in the entry block, one per operand.
  // CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32)> : (i32) -> !llvm.ptr
  // CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i64)> : (i32) -> !llvm.ptr
  // CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
  // CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32, i32)> : (i32) -> !llvm.ptr
  // CHECK-DAG: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32, i32)> : (i32) -> !llvm.ptr
  // CHECK-DAG: %[[PX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK-DAG: %[[PY:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK-DAG: %[[PZ:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %[[X]][1]
  // Row (tid % 32) / 4 + 8 * warp... here (tid & 60) >> 2; columns 2 * (tid & 3) and that + 1.
  // CHECK: %[[ROW:.*]] = llvm.lshr %{{.*}}, %{{.*}} : i32
  // CHECK: %[[COL0:.*]] = llvm.shl %{{.*}}, %{{.*}} : i32
  // CHECK: %[[COL1:.*]] = llvm.xor %[[COL0]], %{{.*}} : i32
  // The signed i16 element widened by sign extension, in field 5.
  // CHECK: %[[V0:.*]] = llvm.sext %[[X0]] : i16 to i32
  // CHECK: %[[A0:.*]] = llvm.getelementptr %[[BUF_X:.*]][0, 0]
  // CHECK: llvm.store %[[PX]], %[[A0]] : i32, !llvm.ptr
  // CHECK: %[[A1:.*]] = llvm.getelementptr %[[BUF_X]][0, 1]
  // CHECK: llvm.store %[[PY]], %[[A1]] : i32, !llvm.ptr
  // CHECK: %[[A2:.*]] = llvm.getelementptr %[[BUF_X]][0, 2]
  // CHECK: llvm.store %[[PZ]], %[[A2]] : i32, !llvm.ptr
  // CHECK: %[[A3:.*]] = llvm.getelementptr %[[BUF_X]][0, 3]
  // CHECK: llvm.store %[[ROW]], %[[A3]] : i32, !llvm.ptr
  // CHECK: %[[A4:.*]] = llvm.getelementptr %[[BUF_X]][0, 4]
  // CHECK: llvm.store %[[COL0]], %[[A4]] : i32, !llvm.ptr
  // CHECK: %[[A5:.*]] = llvm.getelementptr %[[BUF_X]][0, 5]
  // CHECK: llvm.store %[[V0]], %[[A5]] : i32, !llvm.ptr
  // CHECK: llvm.call @vprintf(%[[FMT_X]], %[[BUF_X]]) : (!llvm.ptr, !llvm.ptr) -> i32
  // The second element: its own column, the same format and buffer.
  // CHECK: %[[V1:.*]] = llvm.sext %[[X1]] : i16 to i32
  // CHECK: llvm.store %[[COL1]], %[[A4]] : i32, !llvm.ptr
  // CHECK: llvm.store %[[V1]], %[[A5]] : i32, !llvm.ptr
  // CHECK: llvm.call @vprintf(%[[FMT_X]], %[[BUF_X]])
  tt.func public @print(%x: tensor<16x8xi16, #blocked>, %f: tensor<16x8xf16, #blocked>, %n: i64) {
    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %x : tensor<16x8xi16, #blocked>
    // Unsigned: zero extension. Halves are passed as double, also in hex.
    // CHECK: llvm.zext %[[X0]] : i16 to i32
    // CHECK: llvm.zext %[[X1]] : i16 to i32
    // CHECK: %[[H:.*]] = llvm.fpext %{{.*}} : f16 to f64
    // CHECK: %[[HA:.*]] = llvm.getelementptr %[[BUF_F:.*]][0, 5]
    // CHECK: llvm.store %[[H]], %[[HA]] : f64, !llvm.ptr
    // CHECK: llvm.call @vprintf(%[[FMT_OP1]], %[[BUF_F]])
    tt.print " two: " {hex = true, isSigned = array<i32: 0, 0>} : %x, %f : tensor<16x8xi16, #blocked>, tensor<16x8xf16, #blocked>
    // A scalar: no indices, an i64 as it is.
    // CHECK: %[[NA:.*]] = llvm.getelementptr %[[BUF_N:.*]][0, 3]
    // CHECK: llvm.store %[[N]], %[[NA]] : i64, !llvm.ptr
    // CHECK: llvm.call @vprintf(%[[FMT_N]], %[[BUF_N]])
    tt.print " n: " {hex = false, isSigned = array<i32: 0>} : %n : i64
    // CHECK: llvm.call @vprintf
    // CHECK-NOT: llvm.call @vprintf
    // CHECK: llvm.return
    tt.print " done" {hex = false, isSigned = array<i32>}
    tt.return
  }
}

// -----

// Floats print with %f, 64-bit signed integers with %lli, pointers with %p.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: ("pid (%u, %u, %u) idx (%3u) f: %f\0A\00")
  // CHECK-DAG: ("pid (%u, %u, %u) idx (%3u) i: %lli\0A\00")
  // CHECK-DAG: ("pid (%u, %u, %u) idx () p: %p\0A\00")
  // CHECK-DAG: ("pid (%u, %u, %u) idx () b: 0x%016llx\0A\00")
  // CHECK-LABEL: llvm.func @print_kinds(
  // CHECK: llvm.fpext %{{.*}} : f32 to f64
  tt.func public @print_kinds(%f: tensor<128xf32, #blocked>, %i: tensor<128xi64, #blocked>, %p: !tt.ptr<f32>, %b: i64) {
    tt.print " f: " {hex = false, isSigned = array<i32: 0>} : %f : tensor<128xf32, #blocked>
    tt.print " i: " {hex = false, isSigned = array<i32: 1>} : %i : tensor<128xi64, #blocked>
    tt.print " p: " {hex = false, isSigned = array<i32: 0>} : %p : !tt.ptr<f32>
    tt.print " b: " {hex = true, isSigned = array<i32: 1>} : %b : i64
    tt.return
  }
}

// -----

// tt.assert: when an element this thread holds is false, __assertfail with
// the message, the file and line of the op's location (through call sites
// and names), "unknown" for the function, and sizeof(char). A CTA barrier
// follows an assertion on a tensor, not one on a scalar.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.mlir.global internal constant @[[MSG0:assertMessage_[0-9]+]]("x must not be negative\00") {addr_space = 0 : i32}
  // CHECK-DAG: llvm.mlir.global internal constant @[[FILE0:assertFile_[0-9]+]]("kernel.py\00")
  // CHECK-DAG: llvm.mlir.global internal constant @assertFunc_0("unknown\00")
  // CHECK-DAG: llvm.mlir.global internal constant @assertFunc_1("unknown\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[MSG1:assertMessage_[0-9]+]]("scalar\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[FILE1:assertFile_[0-9]+]]("helpers.py\00")
  // CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)

  // CHECK-LABEL: llvm.func @assert(
  // CHECK-SAME: %[[C:[^:]*]]: !llvm.struct<(i1, i1)>, %[[S:[^:]*]]: i1
  // CHECK-DAG: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
  // CHECK-DAG: %[[L12:.*]] = llvm.mlir.constant(12 : i32) : i32
  // CHECK-DAG: %[[L3:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-DAG: %[[M0:.*]] = llvm.mlir.addressof @[[MSG0]]
  // CHECK-DAG: %[[F0:.*]] = llvm.mlir.addressof @[[FILE0]]
  // CHECK-DAG: %[[M1:.*]] = llvm.mlir.addressof @[[MSG1]]
  // CHECK-DAG: %[[F1:.*]] = llvm.mlir.addressof @[[FILE1]]
  // CHECK-DAG: %[[C0:.*]] = llvm.extractvalue %[[C]][0]
  // CHECK-DAG: %[[C1:.*]] = llvm.extractvalue %[[C]][1]
  // CHECK: %[[Z0:.*]] = llvm.icmp "eq" %[[C0]], %[[FALSE]] : i1
  // CHECK: %[[ANY0:.*]] = llvm.or %[[FALSE]], %[[Z0]] : i1
  // CHECK: %[[Z1:.*]] = llvm.icmp "eq" %[[C1]], %[[FALSE]] : i1
  // CHECK: %[[ANY:.*]] = llvm.or %[[ANY0]], %[[Z1]] : i1
  // CHECK: llvm.cond_br %[[ANY]], ^[[FAIL:.*]], ^[[AFTER:.*]]
  // CHECK: ^[[FAIL]]:
  // CHECK: llvm.call @__assertfail(%[[M0]], %[[F0]], %[[L12]], %{{[0-9]+}}, %[[ONE]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
  // CHECK: llvm.br ^[[AFTER]]
  // CHECK: ^[[AFTER]]:
  // CHECK-NEXT: nvvm.barrier0
  // CHECK: %[[ZS:.*]] = llvm.icmp "eq" %[[S]], %[[FALSE]] : i1
  // CHECK: %[[ANYS:.*]] = llvm.or %[[FALSE]], %[[ZS]] : i1
  // CHECK: llvm.cond_br %[[ANYS]], ^[[FAIL1:.*]], ^[[AFTER1:.*]]
  // CHECK: ^[[FAIL1]]:
  // CHECK: llvm.call @__assertfail(%[[M1]], %[[F1]], %[[L3]], %{{.*}}, %[[ONE]])
  // CHECK: ^[[AFTER1]]:
  // CHECK-NOT: nvvm.barrier0
  // CHECK: st.global.b32
  tt.func public @assert(%c: tensor<128xi1, #blocked>, %s: i1, %p: !tt.ptr<i32>) {
    tt.assert %c, "x must not be negative" : tensor<128xi1, #blocked> loc("kernel.py":12:4)
    tt.assert %s, "scalar" : i1 loc(callsite("inner"("helpers.py":3:8) at "kernel.py":20:2))
    %v = arith.constant 1 : i32
    tt.store %p, %v : !tt.ptr<i32>
    tt.return
  }
}
