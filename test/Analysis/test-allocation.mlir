// RUN: tt-opt %s -split-input-file -test-print-allocation -verify-diagnostics -o /dev/null
// RUN: tt-opt %s -split-input-file -test-print-allocation="get-scratch-size-function=ValidConstant" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: tt-opt %s -split-input-file -test-print-allocation="get-scratch-size-function=ValidConstant" -o /dev/null 2>&1 | grep "remark: scratch offset" | not grep -v "size = 128$"

// With a scratch-size function giving every op 128 bytes, scratch buffers
// of 128 bytes appear, and no others.
// CONST: scratch offset = {{[0-9]+}}, size = 128

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma32 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#nvmma0 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
#fp4pad = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// expected-remark @below {{no_shared}}
// expected-remark @below {{size = 0}}
tt.func @no_shared(%t: tensor<16x32xf16, #blocked>) {
  // Same layout both sides: no shared memory.
  %0 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked>
  tt.return
}

// Two buffers alive together sit side by side; one allocated after the
// first dies takes its place.
// expected-remark @below {{reuse_after_dealloc}}
// expected-remark @below {{size = 1024}}
tt.func @reuse_after_dealloc() {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 512, size = 512}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 0, size = 512}}
  %c = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %c : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// A buffer with no use is dead at once: all three share offset 0.
// expected-remark @below {{unused}}
// expected-remark @below {{size = 2048}}
tt.func @unused() {
  // expected-remark @below {{offset = 0, size = 2048}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<32x32xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 0, size = 512}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 0, size = 1024}}
  %c = ttg.local_alloc : () -> !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>
  tt.return
}

// A swizzle atom is 8 rows of the swizzle width: 256 bytes at 32-byte
// swizzling, 128 unswizzled.
// expected-remark @below {{nvmma_atoms}}
// expected-remark @below {{size = 416}}
tt.func @nvmma_atoms() {
  // expected-remark @below {{offset = 0, size = 32}}
  %s = ttg.local_alloc : () -> !ttg.memdesc<4x4xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 256, size = 32}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<4x4xf16, #nvmma32, #smem, mutable>
  // expected-remark @below {{offset = 384, size = 32}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<4x4xf16, #nvmma0, #smem, mutable>
  ttg.local_dealloc %s : !ttg.memdesc<4x4xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<4x4xf16, #nvmma32, #smem, mutable>
  ttg.local_dealloc %b : !ttg.memdesc<4x4xf16, #nvmma0, #smem, mutable>
  tt.return
}

// An fp4-padded buffer holds each byte's two fp4 values a byte each: 64 x 32
// i8 take 4096 bytes, not 2048.
// expected-remark @below {{fp4_padded}}
// expected-remark @below {{size = 4096}}
tt.func @fp4_padded() {
  // expected-remark @below {{offset = 0, size = 4096}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<64x32xi8, #fp4pad, #smem, mutable>
  tt.return
}

// nvmma_shared buffers are aligned to a swizzle atom (1024 bytes at 128-byte
// swizzling), others 16 unless told.
// expected-remark @below {{nvmma_alignment}}
// expected-remark @below {{size = 33312}}
tt.func @nvmma_alignment() {
  // expected-remark @below {{offset = 0, size = 32768}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #nvmma, #smem, mutable>
  // Placed largest first: %b before %s.
  // expected-remark @below {{offset = 33280, size = 32}}
  %s = ttg.local_alloc : () -> !ttg.memdesc<4x4xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 32768, size = 512}}
  %b = ttg.local_alloc {alignment = 512 : i32} : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<2x128x64xf16, #nvmma, #smem, mutable>
  ttg.local_dealloc %s : !ttg.memdesc<4x4xf16, #shared, #smem, mutable>
  ttg.local_dealloc %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// A view keeps its buffer alive: %a is used (through %v) after %b is
// allocated, so they cannot overlap.
// expected-remark @below {{alias_keeps_alive}}
// expected-remark @below {{size = 1024}}
tt.func @alias_keeps_alive(%i: i32) {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<2x8x16xf16, #shared, #smem, mutable>
  %v = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x8x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 512, size = 512}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %x = ttg.local_load %v : !ttg.memdesc<8x16xf16, #shared, #smem, mutable> -> tensor<8x16xf16, #blocked>
  %y = ttg.local_load %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// Loop-carried buffers live through the whole loop; a buffer defined in
// the loop body only there, but one from above used in the loop is live
// to the loop's end.
// expected-remark @below {{loop}}
// expected-remark @below {{size = 2048}}
tt.func @loop(%lb: index, %ub: index, %step: index) {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 512, size = 512}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{offset = 1024, size = 512}}
  %c = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (!ttg.memdesc<16x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x16xf16, #shared, #smem, mutable>) {
    %t = ttg.memdesc_trans %c {order = array<i32: 1, 0>} : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{offset = 1536, size = 512}}
    %d = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    scf.yield %y, %x : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  }
  tt.return
}

// Buffers of the two branches of an if never live together.
// expected-remark @below {{if_else}}
// expected-remark @below {{size = 1536}}
tt.func @if_else(%cond: i1) {
  // expected-remark @below {{offset = 1024, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  scf.if %cond {
    // expected-remark @below {{offset = 0, size = 1024}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %b : !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
  } else {
    // expected-remark @below {{offset = 0, size = 1024}}
    %c = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %c : !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
  }
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

// Scratch buffers, sized as Triton 3.6 sizes them.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#row = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#wide = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#bl2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {

// A reduction across 8 warps keeps one f32 per warp (what softmax needs);
// a reduction inside a warp needs nothing.
// expected-remark @below {{reduce}}
// expected-remark @below {{size = 1024}}
tt.func @reduce(%x: tensor<2048xf32, #wide>, %y: tensor<2048xi32, #wide>, %z: tensor<64x32xf32, #bl2>) {
  // expected-remark @below {{scratch offset = 0, size = 32}}
  %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.maxnumf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<2048xf32, #wide>) -> f32
  // Two operands: 8 x (4 + 4) bytes.
  // expected-remark @below {{scratch offset = 0, size = 64}}
  %p:2 = "tt.reduce"(%x, %y) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
    tt.reduce.return %a, %ai : f32, i32
  }) : (tensor<2048xf32, #wide>, tensor<2048xi32, #wide>) -> (f32, i32)
  // Along dim 0 only lanes and 2 warps: 2 x 32 partial rows of f32.
  // expected-remark @below {{scratch offset = 0, size = 256}}
  %r = "tt.reduce"(%z) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<64x32xf32, #bl2>) -> tensor<32xf32, #ttg.slice<{dim = 0, parent = #bl2}>>
  // Along dim 1, 4 warps: 64 x 4 partials.
  // expected-remark @below {{scratch offset = 0, size = 1024}}
  %q = "tt.reduce"(%z) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<64x32xf32, #bl2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #bl2}>>
  tt.return
}

// A scan across 8 warps: 8 warps x 1 chunk x 4 bytes; across lanes only
// nothing.
// expected-remark @below {{scan}}
// expected-remark @below {{size = 32}}
tt.func @scan(%x: tensor<2048xf32, #wide>) {
  // expected-remark @below {{scratch offset = 0, size = 32}}
  %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tt.scan.return %m : f32
  }) : (tensor<2048xf32, #wide>) -> tensor<2048xf32, #wide>
  tt.return
}

// Histograms: one counter per bin (at least one per lane).
// expected-remark @below {{histogram}}
// expected-remark @below {{size = 256}}
tt.func @histogram(%x: tensor<256xi32, #row>) {
  // expected-remark @below {{scratch offset = 0, size = 256}}
  %h = tt.histogram %x : tensor<256xi32, #row> -> tensor<64xi32, #row>
  // expected-remark @below {{scratch offset = 0, size = 128}}
  %g = tt.histogram %x : tensor<256xi32, #row> -> tensor<16xi32, #row>
  tt.return
}

// A scalar atomic whose result is used broadcasts it through shared
// memory; an unused one needs nothing.
// expected-remark @below {{atomics}}
// expected-remark @below {{size = 4}}
tt.func @atomics(%p: !tt.ptr<i32>, %v: i32) -> i32 {
  // expected-remark @below {{scratch offset = 0, size = 4}}
  %old = tt.atomic_rmw add, acq_rel, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
  %unused = tt.atomic_cas acq_rel, gpu, %p, %v, %v : (!tt.ptr<i32>, i32, i32) -> i32
  tt.return %old : i32
}

// A layout conversion that moves data between warps stages it through
// shared memory; scratch lives only during its op.
// expected-remark @below {{convert}}
// expected-remark @below {{size = 1152}}
tt.func @convert(%t: tensor<16x32xf16, #blocked>) {
  // The larger buffer is placed first.
  // expected-remark @below {{offset = 1024, size = 128}}
  %keep = ttg.local_alloc : () -> !ttg.memdesc<64xf16, #shared, #smem, mutable>
  // expected-remark @below {{scratch offset = 0, size = 1024}}
  %0 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked1>
  ttg.local_dealloc %keep : !ttg.memdesc<64xf16, #shared, #smem, mutable>
  // expected-remark @below {{scratch offset = 0, size = 1024}}
  %1 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked1>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// A call reserves the callee's whole frame (a virtual buffer).
// expected-remark @below {{callee}}
// expected-remark @below {{size = 512}}
tt.func private @callee() {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// expected-remark @below {{caller}}
// expected-remark @below {{size = 1024}}
tt.func @caller() {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // expected-remark @below {{virtual offset = 512, size = 512}}
  tt.call @callee() : () -> ()
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

// The printer sizes layout conversions as Triton's target-independent
// analysis does, for plain ld/st staging: on sm_90 the lowering (and
// allocate-shared-memory-nv) would stage this one with stmatrix in a quarter
// of the space, over four rounds; printed is the ld/st tile, the whole
// 32x128 f16 tensor.
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#dotb = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:90"} {
// expected-remark @below {{generic_convert_size}}
// expected-remark @below {{size = 8192}}
tt.func @generic_convert_size(%b: tensor<32x128xf16, #bl>) {
  // expected-remark @below {{scratch offset = 0, size = 8192}}
  %0 = ttg.convert_layout %b : tensor<32x128xf16, #bl> -> tensor<32x128xf16, #dotb>
  tt.return
}
}
