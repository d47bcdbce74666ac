// RUN: tt-opt %s --make-llir="target=cuda:90" | FileCheck %s
// RUN: not tt-opt %s --make-llir="target=gfx942" 2>&1 | FileCheck %s --check-prefix=TARGET

// TARGET: make-llir: target 'gfx942' is not of the form cuda:<compute capability>

// make-llir takes TTGIR with structured control flow to a module of LLVM
// and NVVM ops only, ready for translation to LLVM IR.

// CHECK: module attributes {{{.*}}ttg.shared = 0 : i32
// CHECK: llvm.mlir.global external @global_smem()
// CHECK-LABEL: llvm.func @scale
// CHECK-SAME: nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>
// CHECK-NOT: builtin.unrealized_conversion_cast
// CHECK-NOT: scf.
// CHECK-NOT: cf.
// CHECK: llvm.cond_br
// CHECK: "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK: llvm.fmul
// CHECK: "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };"
// CHECK: llvm.return
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scale(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %a: f32) {
    %c0 = arith.constant 0 : i32
    %c512 = arith.constant 512 : i32
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %as = tt.splat %a : f32 -> tensor<512xf32, #blocked>
    scf.for %i = %c0 to %n step %c512 : i32 {
      %is = tt.splat %i : i32 -> tensor<512xi32, #blocked>
      %offs = arith.addi %is, %r : tensor<512xi32, #blocked>
      %m = arith.cmpi slt, %offs, %ns : tensor<512xi32, #blocked>
      %p = tt.addptr %xs, %offs : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
      %v = tt.load %p, %m : tensor<512x!tt.ptr<f32>, #blocked>
      %w = arith.mulf %v, %as : tensor<512xf32, #blocked>
      tt.store %p, %w, %m : tensor<512x!tt.ptr<f32>, #blocked>
    }
    tt.return
  }
}
