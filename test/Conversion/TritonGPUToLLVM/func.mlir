// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// A kernel gets Triton 3.6's ABI: its arguments (attributes kept), then the
// global and profile scratch pointers; nvvm.kernel and the block size; the
// dynamic shared memory is @global_smem.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK: llvm.func @kernel(%{{.*}}: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %{{.*}}: i32, %{{.*}}: f32, %{{.*}}: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
  // CHECK-SAME: attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 256>, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32}
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
