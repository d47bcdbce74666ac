// RUN: tt-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the `ttng` dialect.

// expected-error @+1 {{expects blockM to be 64 or 128, got 32}}
#tmem = #ttng.tensor_memory_encoding<blockM = 32, blockN = 128, colStride = 1>

// -----

// expected-error @+1 {{expects blockN to be a power of two no larger than 512, got 1024}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 1024, colStride = 1>

// -----

// expected-error @+1 {{expects colStride to be a power of two no larger than 32, got 3}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 3>

// -----

// expected-error @+1 {{expects CTASplitM and CTASplitN to be positive powers of two, got 1 and 0}}
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitN = 0>

// -----

// expected-error @+1 {{expects CTASplitM and CTASplitN to be positive powers of two, got 3 and 1}}
#scales = #ttng.tensor_memory_scales_encoding<CTASplitM = 3>

// -----

// expected-error @+1 {{expects "ttng.two-ctas" to be a boolean, got 1 : i32}}
module attributes {"ttng.two-ctas" = 1 : i32} {
}

// -----

module {
  // expected-error @+1 {{has unexpected attribute "ttng.two-ctas" which is expected only on `module` ops}}
  tt.func @f() attributes {"ttng.two-ctas" = true} {
    tt.return
  }
}

// -----

//===----------------------------------------------------------------------===//
// warp_group_dot, warp_group_dot_wait
//===----------------------------------------------------------------------===//

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_k_mismatch(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects a (MxK) * b (KxN) -> d (MxN), got 128x32 * 64x128 -> 128x128}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x32xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_rank(%a: !ttg.memdesc<2x128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects 2-D operands, got 2x128x64, 64x128 and 128x128}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<2x128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_m(%a: !ttg.memdesc<32x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x32xf16, #shared, #smem>, %c: tensor<32x32xf32, #mma>) {
    // expected-error @+1 {{expects M to be a multiple of 64 (one warp group's rows), got 32}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<32x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared, #smem> -> tensor<32x32xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_a_memory(%a: !ttg.memdesc<128x64xf16, #shared, #ttng.tensor_memory>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects operand 'a' to be in shared memory}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x64xf16, #shared, #ttng.tensor_memory> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_b_memory(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #ttng.tensor_memory>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects operand 'b' to be in shared memory}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #ttng.tensor_memory> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_accumulator(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects an accumulator of #ttg.nvidia_mma version 3}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_register_a(%a: tensor<128x64xf16, #blocked>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects operand 'a' in registers to have encoding #ttg.dot_op<{opIdx = 0}> of a version 3 #ttg.nvidia_mma}}
    %d = ttng.warp_group_dot %a, %b, %c : tensor<128x64xf16, #blocked> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dot_imprecise(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %c: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{expects a non-negative 'maxNumImpreciseAcc', got -1}}
    %d = ttng.warp_group_dot %a, %b, %c {maxNumImpreciseAcc = -1 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

tt.func @wait_nothing() {
  // expected-error @+1 {{expects at least one value to wait for}}
  "ttng.warp_group_dot_wait"() {pendings = 0 : i32} : () -> ()
  tt.return
}

// -----

tt.func @wait_pendings(%x: tensor<64x64xf32>) {
  // expected-error @+1 {{expects a non-negative 'pendings', got -2}}
  %y = ttng.warp_group_dot_wait %x {pendings = -2 : i32} : tensor<64x64xf32>
  tt.return
}

// -----

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @barrier_shape(%bar: !ttg.memdesc<2xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
  ttng.init_barrier %bar, 1 : !ttg.memdesc<2xi64, #shared1, #smem, mutable>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @barrier_element(%bar: !ttg.memdesc<1xi32, #shared1, #smem, mutable>) {
  // expected-error @+1 {{'ttng.inval_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
  ttng.inval_barrier %bar : !ttg.memdesc<1xi32, #shared1, #smem, mutable>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
tt.func @barrier_memory(%bar: !ttg.memdesc<1xi64, #shared1, #ttng.tensor_memory, mutable>, %phase: i32) {
  // expected-error @+1 {{expects the barrier to be in shared memory}}
  ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared1, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @init_count(%bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{expects a positive arrival count, got 0}}
  ttng.init_barrier %bar, 0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @arrive_count(%bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{expects a positive arrival count, got -1}}
  ttng.arrive_barrier %bar, -1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @expect_size(%bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %pred: i1) {
  // expected-error @+1 {{expects a non-negative 'size', got -16}}
  ttng.barrier_expect %bar, -16, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}

// -----

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @tma_coords(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %x: i32, %pred: i1,
                    %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>,
                    %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{TMA copies must have between 1 and 5 coordinates}}
  ttng.async_tma_copy_global_to_local %desc[%x, %x, %x, %x, %x, %x] %buf, %bar, %pred : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @tma_immutable(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %x: i32, %pred: i1,
                       %buf: !ttg.memdesc<128x64xf16, #shared, #smem>,
                       %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op Cannot store into immutable memory}}
  ttng.async_tma_copy_global_to_local %desc[%x, %x] %buf, %bar, %pred : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @tma_element(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %x: i32,
                     %buf: !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{expects a source of the descriptor's element type 'f16', got 'bf16'}}
  ttng.async_tma_copy_local_to_global %desc[%x, %x] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xbf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @tma_size(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %x: i32,
                  %buf: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{expects a source of as many elements as the 128x64 block, got 64x64}}
  ttng.async_tma_reduce add, %desc[%x, %x] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @tma_reduce_none(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %x: i32,
                         %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{expects a reduction kind other than 'none'}}
  ttng.async_tma_reduce none, %desc[%x, %x] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @gather_block(%desc: !tt.tensordesc<tensor<2x4x64xf16, #shared>>, %xs: tensor<32xi32>, %y: i32, %pred: i1,
                      %buf: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>,
                      %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{expects a descriptor of 2-D blocks, got 2x4x64}}
  ttng.async_tma_gather %desc[%xs, %y] %buf, %bar, %pred : !tt.tensordesc<tensor<2x4x64xf16, #shared>>, tensor<32xi32>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @scatter_offsets(%desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %xs: tensor<4x8xi32>, %y: i32,
                         %buf: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{expects 1-D row offsets, got 'tensor<4x8xi32>'}}
  ttng.async_tma_scatter %desc[%xs, %y] %buf : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<4x8xi32>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @scatter_rows(%desc: !tt.tensordesc<tensor<1x64xf16, #shared>>, %xs: tensor<16xi32>, %y: i32,
                      %buf: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{expects a source of shape 16x64 (rows x block width), got 32x64}}
  ttng.async_tma_scatter %desc[%xs, %y] %buf : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<16xi32>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

tt.func @store_wait() {
  // expected-error @+1 {{expects a non-negative 'pendings', got -1}}
  ttng.async_tma_store_wait {pendings = -1 : i32}
  tt.return
}

// -----

tt.func @tensormap_rank(%raw: !tt.ptr<i8>, %g: !tt.ptr<f16>, %d: i32, %s: i64) {
  // expected-error @+1 {{expects 2 global dimensions (one per box dimension), got 1}}
  ttng.tensormap_create %raw, %g, [%d, %d], [%d], [%s], [%d, %d] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i64, i32, i32) -> ()
  tt.return
}

// -----

tt.func @tensormap_strides(%raw: !tt.ptr<i8>, %g: !tt.ptr<f16>, %d: i32, %s: i64) {
  // expected-error @+1 {{expects 1 global strides (all dimensions but the innermost), got 2}}
  ttng.tensormap_create %raw, %g, [%d, %d], [%d, %d], [%s, %s], [%d, %d] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i64, i32, i32) -> ()
  tt.return
}

// -----

tt.func @tensormap_element_strides(%raw: !tt.ptr<i8>, %g: !tt.ptr<f16>, %d: i32, %s: i64) {
  // expected-error @+1 {{expects 2 element strides (one per box dimension), got 1}}
  ttng.tensormap_create %raw, %g, [%d, %d], [%d, %d], [%s], [%d] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32) -> ()
  tt.return
}

// -----

tt.func @tensormap_box(%raw: !tt.ptr<i8>, %g: !tt.ptr<f16>) {
  // expected-error @+1 {{expects 1 to 5 box dimensions, got 0}}
  ttng.tensormap_create %raw, %g, [], [], [], [] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>) -> ()
  tt.return
}

// -----

tt.func @tensormap_swizzle(%raw: !tt.ptr<i8>, %g: !tt.ptr<f16>, %d: i32) {
  // expected-error @+1 {{attribute 'swizzle_mode' failed to satisfy constraint}}
  ttng.tensormap_create %raw, %g, [%d], [%d], [], [%d] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 4 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32) -> ()
  tt.return
}

// -----

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
tt.func @tmem_alloc_space() {
  // expected-error @+1 {{expects the result to be in tensor memory (#ttng.tensor_memory)}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
tt.func @tmem_encoding() {
  // expected-error @+1 {{expects the result in tensor memory to have a #ttng.tensor_memory_encoding or #ttng.tensor_memory_scales_encoding}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #shared, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_rank() {
  // expected-error @+1 {{expects the result to be 2-D (or 3-D, multi-buffered) in tensor memory}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
tt.func @tmem_col_stride() {
  // expected-error @+1 {{expects the result elements of 32 bits to fit in a 32-bit column with colStride 2}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_alloc_shape() {
  // expected-error @+1 {{expects the allocation of the result to be at least 128x128 (blockM x blockN per CTA split), got 128x64}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @tmem_scales_width() {
  // expected-error @+1 {{expects the result scales of 8-bit elements, got 'f16'}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xf16, #scales, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_alloc_immutable() {
  // expected-error @+1 {{'ttng.tmem_alloc' op uninitialized alloc must have a mutable memdesc type}}
  %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_alloc_source(%t: tensor<128x128xf16>) {
  // expected-error @+1 {{expects the tensor and the buffer to have the same shape and element type}}
  %a = ttng.tmem_alloc %t : (tensor<128x128xf16>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_load_token(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %tok: !ttg.async.token) {
  // expected-error @+1 {{takes a dependency token only when it also produces a token}}
  %v = "ttng.tmem_load"(%a, %tok) : (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token) -> tensor<128x128xf32>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_load_shape(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{expects the tensor and the buffer to have the same shape and element type}}
  %v = ttng.tmem_load %a : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_store_immutable(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, %t: tensor<128x128xf32>, %pred: i1) {
  // expected-error @+1 {{'ttng.tmem_store' op Cannot store into an immutable alloc}}
  ttng.tmem_store %t, %a, %pred : tensor<128x128xf32> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @tmem_subslice_range(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{expects columns [96, 160) of all 128 rows to lie within the 128x128 source}}
  %s = ttng.tmem_subslice %a {N = 96 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem1, #ttng.tensor_memory, mutable, 128x128>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
tt.func @tmem_subslice_alloc(%a: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{expects a view of the same element type, mutability and allocation as the source}}
  %s = ttng.tmem_subslice %a {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem1, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @tmem_copy_element(%s: !ttg.memdesc<128x128xf16, #shared, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{expects source and destination of the same element type, got 'f16' and 'f32'}}
  ttng.tmem_copy %s, %d : !ttg.memdesc<128x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @tmem_copy_source(%s: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
  // expected-error @+1 {{expects the source to be in shared memory}}
  ttng.tmem_copy %s, %d : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

//===----------------------------------------------------------------------===//
// tcgen05 MMA
//===----------------------------------------------------------------------===//

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @mma_shape(%a: !ttg.memdesc<128x32xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>,
                   %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
  // expected-error @+1 {{expects a (MxK) * b (KxN) -> d (MxN), got 128x32 * 64x128 -> 128x128}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x32xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @mma_sync_barrier(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>,
                          %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1,
                          %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{takes barriers only when 'is_async' is set}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p, %bar[%p] : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
tt.func @mma_a_memory(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #tmem, #ttng.tensor_memory>,
                      %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %p: i1) {
  // expected-error @+1 {{expects operand 'b' to be in shared memory}}
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #tmem, #ttng.tensor_memory>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
tt.func @mma_scaled_k(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>,
                      %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>,
                      %s: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, %p: i1) {
  // expected-error @+1 {{expects a (MxK) * b (KxN) -> d (MxN) counting K in logical elements, got 128x64 * 64x128 -> 128x128}}
  ttng.tc_gen5_mma_scaled %a, %b, %d, %s, %s, %p, %p lhs = e2m1 rhs = e4m3 : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory>
  tt.return
}

// -----

#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @commit_barrier(%bar: !ttg.memdesc<4xi64, #shared1, #smem, mutable>) {
  // expected-error @+1 {{'ttng.tc_gen5_commit' op barrier allocation must be a descriptor of 1xi64 type}}
  ttng.tc_gen5_commit %bar : !ttg.memdesc<4xi64, #shared1, #smem, mutable>
  tt.return
}
