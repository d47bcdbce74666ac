// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A pipelined operand load: 8 contiguous halves per thread (16 bytes,
// AxisInfo's contiguity through the divisible base and the make_range),
// copied into slot %i of a 3-deep 128-byte-swizzled buffer, the mask constant
// over 16 columns (n divisible by 16). Each run is one
// 16-byte cp.async.cg whose source size is 16 or 0 from the mask, so a
// masked-off run is zero-filled; the wait becomes wait_group with its count,
// followed by the barrier membar puts after every async wait.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 24576 : i32
  // CHECK-LABEL: llvm.func @copy_into_slot
  tt.func public @copy_into_slot(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %i: i32, %n: i32 {tt.divisibility = 16 : i32}) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %base = tt.splat %p : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %nn = tt.splat %n : i32 -> tensor<1x64xi32, #blocked>
    %m1 = arith.cmpi slt, %c2, %nn : tensor<1x64xi32, #blocked>
    %mask = tt.broadcast %m1 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %slot = ttg.memdesc_index %buf[%i] : !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // CHECK-COUNT-4: "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"
    // CHECK-NOT: cp.async.{{c[ag]}}
    // CHECK: nvvm.cp.async.commit.group
    // CHECK-NEXT: nvvm.cp.async.wait.group 0
    // CHECK-NEXT: nvvm.barrier0
    %t = ttg.async_copy_global_to_local %ptrs, %slot mask %mask other %zero : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    %v = ttg.local_load %slot token %w : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    tt.store %ptrs, %v : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// Pointers known to be only 4-byte aligned: each 8-half run splits into
// 4-byte copies, which must use .ca (cp.async.cg is 16 bytes only).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @narrow_runs
  tt.func public @narrow_runs(%p: !tt.ptr<f16> {tt.divisibility = 4 : i32}) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %base = tt.splat %p : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    // CHECK-COUNT-16: "cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, 0x4;", "r,l"
    // CHECK-NOT: cp.async.{{c[ag]}}
    %t = ttg.async_copy_global_to_local %ptrs, %buf : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    tt.return
  }
}

// -----

// A non-zero `other` is not written by the copy, as in Triton: masked-off
// runs are zero-filled like any, and whoever reads the buffer applies
// `other` (the pipeliner selects it after its local_load).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @nonzero_other
  tt.func public @nonzero_other(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %base = tt.splat %p : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %ptrs = tt.addptr %base, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %nn = tt.splat %n : i32 -> tensor<1x64xi32, #blocked>
    %m1 = arith.cmpi slt, %c2, %nn : tensor<1x64xi32, #blocked>
    %mask = tt.broadcast %m1 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %one = arith.constant dense<1.000000e+00> : tensor<64x64xf16, #blocked>
    // CHECK-COUNT-4: "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"
    // CHECK-NOT: cp.async.{{c[ag]}}
    %t = ttg.async_copy_global_to_local %ptrs, %buf mask %mask other %one : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A 32-element i32 tile in a slice of a 128-thread layout: 32 lanes hold
// the elements and the 4 warps repeat them. Only warp 0's threads copy
// (thread id & 96 == 0, the warp bits the layout broadcasts over), through
// cp.async in PTX with that predicate; without it the 4 warps' copies of
// each element race.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @copy_broadcast_slice
  // CHECK: %[[WARPBITS:.*]] = llvm.mlir.constant(96 : i32) : i32
  // CHECK: %[[MASKED:.*]] = llvm.and %{{.*}}, %[[WARPBITS]] : i32
  // CHECK: %[[OWNER:.*]] = llvm.icmp "eq" %[[MASKED]], %{{.*}} : i32
  // CHECK: llvm.inline_asm has_side_effects {{.*}}"@$2 cp.async.ca.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x4, 0x4;", "r,l,b" %{{.*}}, %{{.*}}, %[[OWNER]]
  // CHECK-NOT: cp.async.{{c[ag]}}
  tt.func public @copy_broadcast_slice(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32xi32, #shared, #smem, mutable>
    %range = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %base = tt.splat %p : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    %ptrs = tt.addptr %base, %range : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %t = ttg.async_copy_global_to_local %ptrs, %buf : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>> -> <32xi32, #shared, #smem, mutable>
    %g = ttg.async_commit_group tokens %t
    %w = ttg.async_wait %g {num = 0 : i32}
    %v = ttg.local_load %buf token %w : !ttg.memdesc<32xi32, #shared, #smem, mutable> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %ptrs, %v : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return
  }
}
