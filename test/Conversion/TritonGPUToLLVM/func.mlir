// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// A kernel gets Triton 3.6's ABI: its arguments (attributes kept, and what
// pointers point to for the metadata), then the global and profile scratch
// pointers; nvvm.kernel and the block size; the dynamic shared memory is
// @global_smem.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK: llvm.func @kernel(%{{.*}}: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
  // CHECK-SAME: attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 256>, tt.arg_pointees = [f16, unit, unit], ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32}
  tt.func public @kernel(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %eps: f32) attributes {noinline = false} {
    // CHECK: %[[PID:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
    %pid = tt.get_program_id x : i32
    // CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
    %pz = tt.get_program_id z : i32
    // CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
    %ny = tt.get_num_programs y : i32
    // CHECK: llvm.getelementptr %arg0[%[[PID]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f16
    %q = tt.addptr %p, %pid : !tt.ptr<f16>, i32
    // CHECK: llvm.return
    tt.return
  }
}

// -----

// Loops (after convert-scf-to-cf) carry lowered tensors as block arguments.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @loop
  // CHECK: llvm.br ^[[HEAD:.*]](%{{.*}}, %{{.*}} : i32, !llvm.struct<(f32, f32)>)
  // CHECK: ^[[HEAD]](%{{.*}}: i32, %{{.*}}: !llvm.struct<(f32, f32)>):
  // CHECK: llvm.cond_br
  tt.func public @loop(%n: i32, %v: f32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %init = arith.constant dense<0.0> : tensor<128xf32, #blocked>
    %x = tt.splat %v : f32 -> tensor<128xf32, #blocked>
    cf.br ^head(%c0, %init : i32, tensor<128xf32, #blocked>)
  ^head(%i: i32, %acc: tensor<128xf32, #blocked>):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    %next = arith.addf %acc, %x : tensor<128xf32, #blocked>
    %j = arith.addi %i, %c1 : i32
    cf.br ^head(%j, %next : i32, tensor<128xf32, #blocked>)
  ^exit:
    tt.return
  }
}

// -----

// Device functions (private, kept out of line with noinline) are internal
// and never inlined by LLVM; after their own arguments they take the shared
// memory their caller set aside, their global scratch and their profile
// scratch. Several results travel as one struct. A call passes the caller's
// shared memory plus the call's allocation.offset, the caller's global
// scratch slice plus the call's offset (in a kernel: the parameter plus the
// program's linear id times the module's size), and the profile scratch.
// Their own arguments may carry the call sites' axis facts (tt.divisibility
// and friends, which the module's axis analysis writes, as Triton's does).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 512 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @helper(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f32)>{{( \{[^}]*\})?}}, %[[S:[^:]*]]: f32{{( \{[^}]*\})?}}, %[[SMEM:[^:]*]]: !llvm.ptr<3>, %[[SCRATCH:[^:]*]]: !llvm.ptr<1>, %[[PROFILE:[^:]*]]: !llvm.ptr<1>)
  // CHECK-SAME: -> !llvm.struct<(f32, struct<(f32)>, ptr<1>)>
  // CHECK-SAME: attributes {noinline = true, nvvm.reqntid = array<i32: 128>, passthrough = ["noinline"], ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 80 : i32}
  tt.func private @helper(%x: tensor<128xf32, #blocked>, %s: f32) -> (f32, tensor<128xf32, #blocked>, !tt.ptr<i8>) attributes {noinline = true, ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 80 : i32} {
    // The reduction's scratch is the function's shared memory, never
    // @global_smem.
    // CHECK-NOT: @global_smem
    // CHECK: %[[BASE:.*]] = llvm.getelementptr %[[SMEM]][0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: %[[WARP:.*]] = llvm.getelementptr %[[BASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK-NOT: @global_smem
    // CHECK: st.shared.b32
    // CHECK-NOT: @global_smem
    // CHECK: %[[TOTAL:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK-NOT: @global_smem
    %sum = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) {allocation.offset = 0 : i32} : (tensor<128xf32, #blocked>) -> f32
    // CHECK: %[[T:.*]] = llvm.fadd %[[TOTAL]], %[[S]] : f32
    %t = arith.addf %sum, %s : f32
    // In a device function the scratch parameter is already the program's.
    // CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
    // CHECK: %[[BUF:.*]] = llvm.getelementptr %[[SCRATCH]][%[[C64]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %g = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 16 : i32, ttg.global_scratch_memory_offset = 64 : i32} : !tt.ptr<i8>
    // CHECK: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK: %[[LEAF_SCRATCH:.*]] = llvm.getelementptr %[[SCRATCH]][%[[C0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    // CHECK: %[[LEAF_SMEM:.*]] = llvm.getelementptr %[[SMEM]][32] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: %[[R:.*]] = llvm.call @leaf(%[[BUF]], %[[LEAF_SMEM]], %[[LEAF_SCRATCH]], %[[PROFILE]]) : (!llvm.ptr<1>, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.ptr<1>
    %r = tt.call @leaf(%g) {allocation.offset = 32 : i32, ttg.global_scratch_memory_offset = 0 : i32} : (!tt.ptr<i8>) -> !tt.ptr<i8>
    // CHECK: %[[P0:.*]] = llvm.insertvalue %[[T]], %{{.*}}[0]
    // CHECK: %[[P1:.*]] = llvm.insertvalue %[[X]], %[[P0]][1]
    // CHECK: %[[P2:.*]] = llvm.insertvalue %[[R]], %[[P1]][2]
    // CHECK: llvm.return %[[P2]] : !llvm.struct<(f32, struct<(f32)>, ptr<1>)>
    tt.return %t, %x, %r : f32, tensor<128xf32, #blocked>, !tt.ptr<i8>
  }

  // CHECK-LABEL: llvm.func internal @leaf(
  // CHECK-SAME: %[[P:[^:]*]]: !llvm.ptr<1>{{( \{[^}]*\})?}}, %{{[^:]*}}: !llvm.ptr<3>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>) -> !llvm.ptr<1>
  // CHECK: llvm.return %[[P]] : !llvm.ptr<1>
  tt.func private @leaf(%p: !tt.ptr<i8>) -> !tt.ptr<i8> attributes {noinline = true, ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 64 : i32} {
    tt.return %p : !tt.ptr<i8>
  }

  // A call in a loop, after convert-scf-to-cf.
  // CHECK-LABEL: llvm.func @caller(
  // CHECK-SAME: %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: i32, %[[KSCRATCH:[^:]*]]: !llvm.ptr<1>, %[[KPROFILE:[^:]*]]: !llvm.ptr<1>)
  // CHECK: ^[[HEAD:.*]](%{{.*}}: i32, %[[ACC:.*]]: f32):
  // CHECK: llvm.cond_br %{{.*}}, ^[[BODY:.*]], ^
  // CHECK: ^[[BODY]]:
  // CHECK-DAG: %[[PX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
  // CHECK-DAG: %[[PY:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
  // CHECK-DAG: %[[PZ:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
  // CHECK-DAG: %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
  // CHECK-DAG: %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
  // CHECK: %[[ZY:.*]] = llvm.mul %[[PZ]], %[[NY]] : i32
  // CHECK: %[[YZ:.*]] = llvm.add %[[PY]], %[[ZY]] : i32
  // CHECK: %[[YZX:.*]] = llvm.mul %[[YZ]], %[[NX]] : i32
  // CHECK: %[[ID:.*]] = llvm.add %[[PX]], %[[YZX]] : i32
  // CHECK: %[[SLICE:.*]] = llvm.mul %[[ID]], %[[C512:.*]] : i32
  // CHECK: %[[OFF:.*]] = llvm.add %[[SLICE]], %[[C256:.*]] : i32
  // CHECK: %[[CSCRATCH:.*]] = llvm.getelementptr %[[KSCRATCH]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  // CHECK: %[[BASE:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK: %[[FRAME:.*]] = llvm.getelementptr %[[BASE]][1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  // CHECK: %[[RES:.*]] = llvm.call @helper(%{{.*}}, %[[ACC]], %[[FRAME]], %[[CSCRATCH]], %[[KPROFILE]]) : (!llvm.struct<(f32)>, f32, !llvm.ptr<3>, !llvm.ptr<1>, !llvm.ptr<1>) -> !llvm.struct<(f32, struct<(f32)>, ptr<1>)>
  // CHECK: %[[NEXT:.*]] = llvm.extractvalue %[[RES]][0]
  // CHECK: llvm.br ^[[HEAD]](%{{.*}}, %[[NEXT]] : i32, f32)
  tt.func public @caller(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %f0 = arith.constant 0.0 : f32
    %x = arith.constant dense<1.0> : tensor<128xf32, #blocked>
    cf.br ^head(%c0, %f0 : i32, f32)
  ^head(%i: i32, %acc: f32):
    %more = arith.cmpi slt, %i, %n : i32
    cf.cond_br %more, ^body, ^exit
  ^body:
    %r:3 = tt.call @helper(%x, %acc) {allocation.offset = 1024 : i32, ttg.global_scratch_memory_offset = 256 : i32} : (tensor<128xf32, #blocked>, f32) -> (f32, tensor<128xf32, #blocked>, !tt.ptr<i8>)
    %j = arith.addi %i, %c1 : i32
    cf.br ^head(%j, %r#0 : i32, f32)
  ^exit:
    tt.store %p, %acc : !tt.ptr<f32>
    tt.return
  }
}

// -----

// `index` is 32 bits wide after the lowering, as in Triton (whose kernels
// compute in i32), in signatures and in arithmetic alike.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @index_argument(
  // CHECK-SAME: %[[I:[^:]*]]: i32, %{{[^:]*}}: !llvm.ptr<1>,
  // CHECK: llvm.add %[[I]], %{{.*}} : i32
  tt.func public @index_argument(%i: index, %p: !tt.ptr<i32>) {
    %c1 = arith.constant 1 : index
    %j = arith.addi %i, %c1 : index
    %k = arith.index_cast %j : index to i32
    tt.store %p, %k : !tt.ptr<i32>
    tt.return
  }
}
