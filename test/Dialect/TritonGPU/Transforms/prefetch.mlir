// RUN: tt-opt %s -split-input-file -tritongpu-prefetch | FileCheck %s

// A double-buffered mma v2 loop, K = 32 in f16 (kWidth 2: slices of 16).
// The first slices of both operands are loaded before the loop and carried;
// in the loop the dot on them comes first, the second slices are loaded
// before it, and the second dot (accumulating onto the first) is held back
// below the loads of the next iteration's first slices, from the buffers
// the yield passes on. The unsplit dot and its loads stay, dead.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#A = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#B = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @two_slices
// CHECK-SAME: %[[A0:arg3]]: !ttg.memdesc<128x32xf16, {{.*}}>, %[[B0:arg4]]: !ttg.memdesc<32x128xf16, {{.*}}>, %[[A1:arg5]]: {{.*}}, %[[B1:arg6]]:
// CHECK: %[[VA:.*]] = ttg.memdesc_subslice %[[A0]][0, 0] : {{.*}} -> !ttg.memdesc<128x16xf16, #shared, #smem, mutable, 128x32>
// CHECK: %[[PA:.*]] = ttg.local_load %[[VA]] : {{.*}} -> tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[VB:.*]] = ttg.memdesc_subslice %[[B0]][0, 0] : {{.*}} -> !ttg.memdesc<16x128xf16, #shared, #smem, mutable, 32x128>
// CHECK: %[[PB:.*]] = ttg.local_load %[[VB]]
// CHECK: %[[LOOP:.*]]:5 = scf.for {{.*}} iter_args(%[[A:.*]] = %[[A0]], %[[B:.*]] = %[[B0]], %[[ACC:.*]] = %{{.*}}, %[[SA:.*]] = %[[PA]], %[[SB:.*]] = %[[PB]])
// CHECK: tt.dot %{{.*}}, %{{.*}}, %[[ACC]] : tensor<128x32xf16
// CHECK: %[[VA2:.*]] = ttg.memdesc_subslice %[[A]][0, 16]
// CHECK: %[[A2:.*]] = ttg.local_load %[[VA2]]
// CHECK: %[[VB2:.*]] = ttg.memdesc_subslice %[[B]][16, 0]
// CHECK: %[[B2:.*]] = ttg.local_load %[[VB2]]
// CHECK: %[[D1:.*]] = tt.dot %[[SA]], %[[SB]], %[[ACC]] : tensor<128x16xf16
// CHECK: %[[NA:.*]] = ttg.memdesc_subslice %[[A1]][0, 0]
// CHECK: %[[NXA:.*]] = ttg.local_load %[[NA]]
// CHECK: %[[NB:.*]] = ttg.memdesc_subslice %[[B1]][0, 0]
// CHECK: %[[NXB:.*]] = ttg.local_load %[[NB]]
// CHECK: %[[D2:.*]] = tt.dot %[[A2]], %[[B2]], %[[D1]] : tensor<128x16xf16
// CHECK: scf.yield %[[A1]], %[[B1]], %[[D2]], %[[NXA]], %[[NXB]]
// CHECK: tt.return %[[LOOP]]#2
tt.func @two_slices(%lb: index, %ub: index, %step: index,
                    %a0: !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<32x128xf16, #shared, #smem, mutable>,
                    %a1: !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, %b1: !ttg.memdesc<32x128xf16, #shared, #smem, mutable>) -> tensor<128x128xf32, #mma> {
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %acc = %zero) -> (!ttg.memdesc<128x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x128xf16, #shared, #smem, mutable>, tensor<128x128xf32, #mma>) {
    %x = ttg.local_load %a : !ttg.memdesc<128x32xf16, #shared, #smem, mutable> -> tensor<128x32xf16, #A>
    %y = ttg.local_load %b : !ttg.memdesc<32x128xf16, #shared, #smem, mutable> -> tensor<32x128xf16, #B>
    %d = tt.dot %x, %y, %acc : tensor<128x32xf16, #A> * tensor<32x128xf16, #B> -> tensor<128x128xf32, #mma>
    scf.yield %a1, %b1, %d : !ttg.memdesc<128x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x128xf16, #shared, #smem, mutable>, tensor<128x128xf32, #mma>
  }
  tt.return %r#2 : tensor<128x128xf32, #mma>
}
}

// -----

// K = 16 is one slice: the dot on the carried slices is the only one, and
// it waits below the loads for the next iteration. An elementwise op after
// the load (an fp8 upcast here) is repeated on every slice.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#A = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#B = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @one_slice_upcast
// CHECK: ttg.local_load %{{.*}} -> tensor<64x16xf8E5M2, #ttg.dot_op<{opIdx = 0
// CHECK-NEXT: %[[PA:.*]] = tt.fp_to_fp %{{.*}} : tensor<64x16xf8E5M2, {{.*}}> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0
// CHECK: scf.for {{.*}} iter_args(%[[A:[^ ]*]] = %{{[^,]*}}, %[[B:[^ ]*]] = %{{[^,]*}}, %[[ACC:[^ ]*]] = %{{[^,]*}}, %[[SA:[^ ]*]] = %[[PA]], %[[SB:[^ ]*]] = %{{[^)]*}})
// CHECK: tt.fp_to_fp
// CHECK: tt.dot %{{.*}}, %{{.*}}, %[[ACC]] : tensor<64x16xf16
// CHECK: ttg.memdesc_subslice %[[A]][0, 0]
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: %[[NXA:.*]] = tt.fp_to_fp
// CHECK: %[[NXB:.*]] = ttg.local_load
// CHECK-NEXT: %[[D:.*]] = tt.dot %[[SA]], %[[SB]], %[[ACC]]
// CHECK-NEXT: scf.yield %[[A]], %[[B]], %[[D]], %[[NXA]], %[[NXB]]
tt.func @one_slice_upcast(%lb: index, %ub: index, %step: index,
                          %a0: !ttg.memdesc<64x16xf8E5M2, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mma> {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %acc = %zero) -> (!ttg.memdesc<64x16xf8E5M2, #shared, #smem, mutable>, !ttg.memdesc<16x64xf16, #shared, #smem, mutable>, tensor<64x64xf32, #mma>) {
    %x8 = ttg.local_load %a : !ttg.memdesc<64x16xf8E5M2, #shared, #smem, mutable> -> tensor<64x16xf8E5M2, #A>
    %x = tt.fp_to_fp %x8 : tensor<64x16xf8E5M2, #A> -> tensor<64x16xf16, #A>
    %y = ttg.local_load %b : !ttg.memdesc<16x64xf16, #shared, #smem, mutable> -> tensor<16x64xf16, #B>
    %d = tt.dot %x, %y, %acc : tensor<64x16xf16, #A> * tensor<16x64xf16, #B> -> tensor<64x64xf32, #mma>
    scf.yield %a, %b, %d : !ttg.memdesc<64x16xf8E5M2, #shared, #smem, mutable>, !ttg.memdesc<16x64xf16, #shared, #smem, mutable>, tensor<64x64xf32, #mma>
  }
  tt.return %r#2 : tensor<64x64xf32, #mma>
}
}

// -----

// Not prefetched: operands not read from buffers the loop carries, a loop
// with two dots, and K narrower than a slice (kWidth 4 wants 32). A loop
// with one mma v2 dot is rebuilt by Triton all the same, with the same body
// and without the loop's attributes (tt.num_stages goes); the loop with two
// dots is left alone, attributes and all.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#A = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#B = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>
#A4 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#B4 = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @not_carried
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: scf.for {{.*}} -> (tensor<64x64xf32, #mma>)
// CHECK: }{{$}}
tt.func @not_carried(%lb: index, %ub: index, %step: index, %a0: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mma> {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) {
    %x = ttg.local_load %a0 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #A>
    %y = ttg.local_load %b0 : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #B>
    %d = tt.dot %x, %y, %acc : tensor<64x32xf16, #A> * tensor<32x64xf16, #B> -> tensor<64x64xf32, #mma>
    scf.yield %d : tensor<64x64xf32, #mma>
  } {tt.num_stages = 5 : i32}
  tt.return %r : tensor<64x64xf32, #mma>
}
// CHECK-LABEL: tt.func @two_dots
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: } {tt.num_stages = 5 : i32}
// CHECK: tt.return
tt.func @two_dots(%lb: index, %ub: index, %step: index, %a0: !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mma> {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %acc = %zero) -> (!ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, tensor<64x64xf32, #mma>) {
    %x = ttg.local_load %a : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #A>
    %y = ttg.local_load %b : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #B>
    %d = tt.dot %x, %y, %acc : tensor<64x32xf16, #A> * tensor<32x64xf16, #B> -> tensor<64x64xf32, #mma>
    %e = tt.dot %x, %y, %d : tensor<64x32xf16, #A> * tensor<32x64xf16, #B> -> tensor<64x64xf32, #mma>
    scf.yield %a, %b, %e : !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, tensor<64x64xf32, #mma>
  } {tt.num_stages = 5 : i32}
  tt.return %r#2 : tensor<64x64xf32, #mma>
}
// CHECK-LABEL: tt.func @narrow_k
// CHECK-NOT: ttg.memdesc_subslice
// CHECK-NOT: tt.num_stages
// CHECK: tt.return
tt.func @narrow_k(%lb: index, %ub: index, %step: index, %a0: !ttg.memdesc<64x16xi8, #shared, #smem, mutable>, %b0: !ttg.memdesc<16x64xi8, #shared, #smem, mutable>) -> tensor<64x64xi32, #mma> {
  %zero = arith.constant dense<0> : tensor<64x64xi32, #mma>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %acc = %zero) -> (!ttg.memdesc<64x16xi8, #shared, #smem, mutable>, !ttg.memdesc<16x64xi8, #shared, #smem, mutable>, tensor<64x64xi32, #mma>) {
    %x = ttg.local_load %a : !ttg.memdesc<64x16xi8, #shared, #smem, mutable> -> tensor<64x16xi8, #A4>
    %y = ttg.local_load %b : !ttg.memdesc<16x64xi8, #shared, #smem, mutable> -> tensor<16x64xi8, #B4>
    %d = tt.dot %x, %y, %acc : tensor<64x16xi8, #A4> * tensor<16x64xi8, #B4> -> tensor<64x64xi32, #mma>
    scf.yield %a, %b, %d : !ttg.memdesc<64x16xi8, #shared, #smem, mutable>, !ttg.memdesc<16x64xi8, #shared, #smem, mutable>, tensor<64x64xi32, #mma>
  } {tt.num_stages = 5 : i32}
  tt.return %r#2 : tensor<64x64xi32, #mma>
}
}

// -----

// An FMA dot (blocked accumulator) is not prefetched either.
#acc = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#A = #ttg.dot_op<{opIdx = 0, parent = #acc}>
#B = #ttg.dot_op<{opIdx = 1, parent = #acc}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @fma
// CHECK-NOT: ttg.memdesc_subslice
// CHECK: tt.return
tt.func @fma(%lb: index, %ub: index, %step: index, %a0: !ttg.memdesc<64x32xf32, #shared, #smem, mutable>, %b0: !ttg.memdesc<32x64xf32, #shared, #smem, mutable>) -> tensor<64x64xf32, #acc> {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #acc>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %c = %zero) -> (!ttg.memdesc<64x32xf32, #shared, #smem, mutable>, !ttg.memdesc<32x64xf32, #shared, #smem, mutable>, tensor<64x64xf32, #acc>) {
    %x = ttg.local_load %a : !ttg.memdesc<64x32xf32, #shared, #smem, mutable> -> tensor<64x32xf32, #A>
    %y = ttg.local_load %b : !ttg.memdesc<32x64xf32, #shared, #smem, mutable> -> tensor<32x64xf32, #B>
    %d = tt.dot %x, %y, %c : tensor<64x32xf32, #A> * tensor<32x64xf32, #B> -> tensor<64x64xf32, #acc>
    scf.yield %a, %b, %d : !ttg.memdesc<64x32xf32, #shared, #smem, mutable>, !ttg.memdesc<32x64xf32, #shared, #smem, mutable>, tensor<64x64xf32, #acc>
  }
  tt.return %r#2 : tensor<64x64xf32, #acc>
}
}

// -----

// An AMD MFMA dot is sliced as an mma v2 one (the pass makes only views and
// loads): K = 64 in bf16 with kWidth 4 is two slices of 32.
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 16], isTransposed = true}>
#A = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>
#B = #ttg.dot_op<{opIdx = 1, parent = #mfma, kWidth = 4}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
// CHECK-LABEL: tt.func @mfma_two_slices
// CHECK: ttg.memdesc_subslice %arg3[0, 0] : {{.*}} -> !ttg.memdesc<64x32xbf16
// CHECK: ttg.memdesc_subslice %arg4[0, 0] : {{.*}} -> !ttg.memdesc<32x64xbf16
// CHECK: scf.for
// CHECK: ttg.memdesc_subslice %{{.*}}[0, 32]
// CHECK: ttg.memdesc_subslice %{{.*}}[32, 0]
// CHECK: tt.dot {{.*}} : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}, kWidth = 4}>>
tt.func @mfma_two_slices(%lb: index, %ub: index, %step: index,
                         %a0: !ttg.memdesc<64x64xbf16, #shared, #smem, mutable>, %b0: !ttg.memdesc<64x64xbf16, #shared, #smem, mutable>) -> tensor<64x64xf32, #mfma> {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mfma>
  %r:3 = scf.for %i = %lb to %ub step %step iter_args(%a = %a0, %b = %b0, %acc = %zero) -> (!ttg.memdesc<64x64xbf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xbf16, #shared, #smem, mutable>, tensor<64x64xf32, #mfma>) {
    %x = ttg.local_load %a : !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> -> tensor<64x64xbf16, #A>
    %y = ttg.local_load %b : !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> -> tensor<64x64xbf16, #B>
    %d = tt.dot %x, %y, %acc : tensor<64x64xbf16, #A> * tensor<64x64xbf16, #B> -> tensor<64x64xf32, #mfma>
    scf.yield %b, %a, %d : !ttg.memdesc<64x64xbf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xbf16, #shared, #smem, mutable>, tensor<64x64xf32, #mfma>
  }
  tt.return %r#2 : tensor<64x64xf32, #mfma>
}
}
