// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// arith and math on tensors: the same op on each register (4 here), Triton's
// fast f32 intrinsics for divf, exp and sqrt, splat constants.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @float_ops
  tt.func public @float_ops(%a: f32) {
    // CHECK: %[[TWO:.*]] = llvm.mlir.constant(2.000000e+00 : f32) : f32
    // CHECK: llvm.insertvalue %[[TWO]], {{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
    %cst = arith.constant dense<2.000000e+00> : tensor<512xf32, #blocked>
    %x = tt.splat %a : f32 -> tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.fadd {{.*}} : f32
    %y = arith.addf %x, %cst : tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.div.full"({{.*}}) : (f32, f32) -> f32
    %z = arith.divf %y, %x : tensor<512xf32, #blocked>
    // exp(x) = ex2(x * log2(e))
    // CHECK: %[[LOG2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
    // CHECK: %[[SCALED:.*]] = llvm.fmul %{{.*}}, %[[LOG2E]] : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[SCALED]]) : (f32) -> f32
    %e = math.exp %z : tensor<512xf32, #blocked>
    // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.approx.ftz.f"(%arg0) : (f32) -> f32
    %s = math.sqrt %a : f32
    // CHECK-COUNT-4: llvm.intr.maxnum({{.*}}) : (f32, f32) -> f32
    %m = arith.maxnumf %e, %x : tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.fpext {{.*}} : f32 to f64
    %w = arith.extf %m : tensor<512xf32, #blocked> to tensor<512xf64, #blocked>
    tt.return
  }
}

// -----

// A comparison whose result AxisInfo proves constant over the 4 registers of
// a thread (n divisible by 16, offsets in runs of 4) is computed once, and
// every register uses it.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @deduplicated_mask
  tt.func public @deduplicated_mask(%n: i32 {tt.divisibility = 16 : i32}, %a: f32, %b: f32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    // CHECK: %[[MASK:.*]] = llvm.icmp "slt"
    // CHECK-NOT: llvm.icmp
    // CHECK: %[[M0:.*]] = llvm.insertvalue %[[MASK]], {{.*}}[0] : !llvm.struct<(i1, i1, i1, i1)>
    // CHECK: %[[M1:.*]] = llvm.insertvalue %[[MASK]], %[[M0]][1]
    // CHECK: %[[M2:.*]] = llvm.insertvalue %[[MASK]], %[[M1]][2]
    // CHECK: llvm.insertvalue %[[MASK]], %[[M2]][3]
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    // Values that differ per element are selected per register.
    %x = arith.sitofp %r : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
    %y = tt.splat %b : f32 -> tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.select {{.*}} : i1, f32
    %sel = arith.select %m, %x, %y : tensor<512xi1, #blocked>, tensor<512xf32, #blocked>
    tt.return
  }
}
