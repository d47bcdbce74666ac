// RUN: tt-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the `ttg` dialect: module attributes, tensor
// layouts, each encoding, the memdesc type, each op, and the `tt` shape ops
// whose result encodings `ttg` infers.

//===----------------------------------------------------------------------===//
// Module attributes
//===----------------------------------------------------------------------===//

module {
  // expected-error @+1 {{'tt.func' op has unexpected attribute ttg.num-ctas which is expected only on `module` ops}}
  tt.func @f() attributes {"ttg.num-ctas" = 1 : i32} {
    tt.return
  }
}

// -----

module {
  // expected-error @+1 {{'tt.func' op has unexpected attribute ttg.shared which is expected only on `module` ops}}
  tt.func @f() attributes {ttg.shared = 0 : i32} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    // expected-error @+1 {{'arith.constant' op has unexpected attribute ttg.num-warps which is expected only on `module` or `tt.func` ops}}
    %c = arith.constant {"ttg.num-warps" = 4 : i32} 0 : i32
    tt.return
  }
}

// -----

// expected-error @+1 {{'builtin.module' op expects ttg.num-warps to be a power-of-two integer, got 3 : i32}}
module attributes {"ttg.num-warps" = 3 : i32} {
}

// -----

// expected-error @+1 {{'builtin.module' op expects ttg.threads-per-warp to be a power-of-two integer, got 0 : i32}}
module attributes {"ttg.threads-per-warp" = 0 : i32} {
}

// -----

// expected-error @+1 {{'builtin.module' op expects ttg.num-ctas to be a power-of-two integer, got "2"}}
module attributes {"ttg.num-ctas" = "2"} {
}

// -----

// expected-error @+1 {{'builtin.module' op expects ttg.total-num-warps to be a positive integer, got 0 : i32}}
module attributes {"ttg.total-num-warps" = 0 : i32} {}

// -----

// expected-error @+1 {{'builtin.module' op expects ttg.target to be a string like "cuda:90"}}
module attributes {ttg.target = 90 : i32} {
}

//===----------------------------------------------------------------------===//
// Tensor layouts against the module
//===----------------------------------------------------------------------===//

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Block argument 0 has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
  tt.func @f(%a: tensor<128xf32, #shared>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Block argument 0 has an invalid layout: Layout has rank 2, but the tensor it's attached to has rank 1.}}
  tt.func @f(%a: tensor<128xf32, #blocked>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Result has an invalid layout: Layout has shape 96, but the tensor it's attached to has shape 96 which is not a power of two.}}
    %r = tt.make_range {end = 96 : i32, start = 0 : i32} : tensor<96xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [16], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Layout has 16 threads per warp, but the module specifies 32 threads per warp.}}
  tt.func @f(%a: tensor<128xf32, #blocked>) {
    tt.return
  }
}

// -----

// threads-per-warp defaults to 32.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Layout has 64 threads per warp, but the module specifies 32 threads per warp.}}
  tt.func @f(%a: tensor<256xf32, #blocked>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> {
    // expected-error @+1 {{Layout has 2 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = ttg.convert_layout %a : tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    tt.return %0 : tensor<128xf32, #blocked>
  }
}

// -----

// A function's own `ttg.num-warps` overrides the module's.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Layout has 4 warps per CTA, but the context requires 8 warps per CTA.}}
  tt.func @f(%a: tensor<128xf32, #blocked>) attributes {"ttg.num-warps" = 8 : i32} {
    tt.return
  }
}

// -----

// Inside a partition, the partition's num_warps counts.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.warp_specialize()
    default {
      %ok = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      ttg.warp_yield
    }
    partition0() num_warps(2) {
      // expected-error @+1 {{Layout has 4 warps per CTA, but the context requires 2 warps per CTA.}}
      %bad = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{Layout has 1 CTAs per CGA, but the context requires 2 CTAs per CGA.}}
  tt.func @f(%a: tensor<128xf32, #blocked>) {
    tt.return
  }
}

//===----------------------------------------------------------------------===//
// Common encoding syntax
//===----------------------------------------------------------------------===//

// -----

// expected-error-re @+1 {{unexpected key: {{"?}}CTAOrder{{"?$}}}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CTAOrder = [0]}>

// -----

// expected-error @+1 {{expected key 'warpsPerCTA'}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], order = [0]}>

// -----

// expected-error @+1 {{expected an unsigned integer for 'sizePerThread', got -1 : i64}}
#blocked = #ttg.blocked<{sizePerThread = [-1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// -----

// expected-error @+1 {{expected an array of unsigned integers for 'order', got 0 : i64}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = 0}>

//===----------------------------------------------------------------------===//
// CGALayout
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{every CGALayout basis must have 2 coordinates}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1]]}>

// -----

// expected-error @+1 {{each CGALayout basis must move in at most one dimension}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 1]]}>

// -----

// expected-error @+1 {{CGALayout coordinates must be 0 or powers of two}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[3, 0]]}>

// -----

// expected-error @+1 {{expected array of arrays for basis of 'CGALayout'}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = 2}>

//===----------------------------------------------------------------------===//
// #ttg.blocked
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// -----

// expected-error @+1 {{a blocked encoding needs at least one dimension}}
#blocked = #ttg.blocked<{sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []}>

// -----

// expected-error @+1 {{every element in threadsPerWarp must be a power of two, got [3, 8]}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [3, 8], warpsPerCTA = [4, 1], order = [1, 0]}>

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1, 1]}}
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 1]}>

//===----------------------------------------------------------------------===//
// #ttg.slice
//===----------------------------------------------------------------------===//

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{slice dim=2 must be less than the parent rank=2}}
#slice = #ttg.slice<{dim = 2, parent = #blocked}>

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// expected-error @+1 {{parent layout must have at least rank >= 2}}
#slice = #ttg.slice<{dim = 0, parent = #blocked}>

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error @+1 {{expected a distributed encoding as parent, got #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>}}
#slice = #ttg.slice<{dim = 0, parent = #shared}>

// -----

// expected-error @+1 {{expected key 'parent'}}
#slice = #ttg.slice<{dim = 0}>

//===----------------------------------------------------------------------===//
// #ttg.dot_op
//===----------------------------------------------------------------------===//

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op opIdx parameter can be 0 or 1, got: 2}}
#dot = #ttg.dot_op<{opIdx = 2, parent = #blocked}>

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is not supported when the parent is a blocked layout}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #blocked, kWidth = 2}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// expected-error @+1 {{ttg.dot_op opIdx parameter must be 0 for Hopper MMA parent, since Hopper WGMMA only allows first operand to be in registers}}
#dot = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>

// -----

#linear = #ttg.linear<{register = [[0, 1]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
// expected-error @+1 {{ttg.dot_op unexpected parent layout: #ttg.linear<}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #linear}>

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error-re @+1 {{unexpected key: {{"?}}kwidth{{"?$}}}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #blocked, kwidth = 2}>

//===----------------------------------------------------------------------===//
// #ttg.nvidia_mma
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{warpsPerCTA must have 2 or 3 entries, got [4]}}
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4], instrShape = [16, 8]}>

// -----

// expected-error @+1 {{every element in warpsPerCTA must be a power of two, got [3, 1]}}
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [3, 1], instrShape = [16, 8]}>

// -----

// Versions other than mma.sync's (2) and wgmma's (3) parse; their dot
// operands take no kWidth.
#mma = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter can only be non-zero for Ampere or Hopper MMA parent}}
#dot = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>

// -----

// A wgmma layout whose instrShape has no K still needs kWidth on its dot operand.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// expected-error @+1 {{ttg.dot_op kWidth parameter is mandatory for Ampere or Hopper MMA parent}}
#dot = #ttg.dot_op<{opIdx = 0, parent = #mma}>

// -----

// expected-error-re @+1 {{unexpected key: {{"?}}CTAsPerCGA{{"?$}}}}
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CTAsPerCGA = [1, 1], instrShape = [16, 64, 16]}>

//===----------------------------------------------------------------------===//
// #ttg.linear
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{expected key 'block'}}
#linear = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [128]]}>

// -----

// expected-error-re @+1 {{unexpected key: {{"?}}offset{{"?$}}}}
#linear = #ttg.linear<{register = [[1]], lane = [], warp = [], block = [], offset = []}>

// -----

// expected-error @+1 {{expected array of arrays for basis of 'lane'}}
#linear = #ttg.linear<{register = [[1]], lane = 1, warp = [], block = []}>

// -----

// expected-error @+1 {{expected an array of unsigned integers for 'register', got 1 : i64}}
#linear = #ttg.linear<{register = [1], lane = [], warp = [], block = []}>

// -----

// expected-error @+1 {{every basis must have 2 coordinates}}
#linear = #ttg.linear<{register = [[0, 1]], lane = [[2]], warp = [], block = []}>

// -----

// expected-error @+1 {{Empty Layout not supported}}
#linear = #ttg.linear<{register = [], lane = [], warp = [], block = []}>

// -----

// expected-error @+1 {{In a distributed layout, each base must move in at most one dimension.}}
#linear = #ttg.linear<{register = [[1, 1]], lane = [], warp = [], block = []}>

// -----

// expected-error @+1 {{output 'dim0' has size -1, not a power of two}}
#linear = #ttg.linear<{register = [[1073741824]], lane = [], warp = [], block = []}>

//===----------------------------------------------------------------------===//
// #ttg.swizzled_shared
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{vec, perPhase and maxPhase must be powers of two, got 8, 3 and 8}}
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 3, maxPhase = 8, order = [1, 0]}>

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [0, 2]}}
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 2]}>

// -----

// expected-error @+1 {{expected key 'maxPhase'}}
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, order = [1, 0]}>

//===----------------------------------------------------------------------===//
// #ttg.nvmma_shared
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{swizzlingByteWidth must be 0, 32, 64 or 128, got 256}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 256, transposed = false, elementBitWidth = 16}>

// -----

// expected-error @+1 {{elementBitWidth must be 4, 8, 16, 32 or 64, got 12}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 12}>

// -----

// expected-error @+1 {{expected a boolean for 'transposed', got 1 : i64}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = 1, elementBitWidth = 16}>

// -----

// Without `rank`, the first cluster basis gives it.
// expected-error @+1 {{every CGALayout basis must have 3 coordinates}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0, 0], [0, 1]]}>

// -----

// `rank` sets the rank of the cluster bases too.
// expected-error @+1 {{every CGALayout basis must have 3 coordinates}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3, CGALayout = [[1, 0]]}>

// -----

// expected-error @+1 {{rank of an nvmma_shared encoding must be 1 to 8, got 9}}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 9}>

//===----------------------------------------------------------------------===//
// #ttg.shared_linear
//===----------------------------------------------------------------------===//

// -----

// expected-error-re @+1 {{unexpected key: {{"?}}register{{"?$}}}}
#shared = #ttg.shared_linear<{register = [[0, 1]]}, alignment = 16>

// -----

// expected-error @+1 {{Empty Layout not supported}}
#shared = #ttg.shared_linear<{offset = []}, alignment = 16>

// -----

// expected-error @+1 {{alignment must be a power of two, got 24}}
#shared = #ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 24>

// -----

// expected-error @+1 {{basis 0 of 'offset' has 1 coordinates, expected 2}}
#shared = #ttg.shared_linear<{offset = [[1], [1, 0]]}, alignment = 16>

//===----------------------------------------------------------------------===//
// #ttg.padded_shared
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{must have at least one interval-padding pair}}
#shared = #ttg.padded_shared<[] {order = [1, 0], shape = [64, 64]}>

// -----

// expected-error @+1 {{interval values must all be power of two}}
#shared = #ttg.padded_shared<[48:+4] {order = [1, 0], shape = [64, 64]}>

// -----

// expected-error @+1 {{padding values must all be power of two}}
#shared = #ttg.padded_shared<[32:+3] {order = [1, 0], shape = [64, 64]}>

// -----

// expected-error @+1 {{interval values cannot have duplicates}}
#shared = #ttg.padded_shared<[32:+4, 32:+8] {order = [1, 0], shape = [64, 64]}>

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1, 1]}}
#shared = #ttg.padded_shared<[32:+4] {order = [1, 1], shape = [64, 64]}>

// -----

// expected-error @+1 {{shape must have power-of-two dimensions}}
#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 48]}>

// -----

// expected-error @+1 {{expected key 'shape'}}
#shared = #ttg.padded_shared<[32:+4] {order = [1, 0]}>

// -----

// expected-error @+1 {{Unexpected attribute "order" found}}
#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64], block = []}>

// -----

// expected-error @+1 {{Broadcasting is not supported.}}
#shared = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 0]], block = []}>

// -----

// expected-error @+1 {{Each offset basis must move in at most one dimension.}}
#shared = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [1, 1]], block = []}>

// -----

// expected-error @+1 {{Expected basis of 'block' not found}}
#shared = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [1, 0]]}>

//===----------------------------------------------------------------------===//
// !ttg.memdesc
//===----------------------------------------------------------------------===//

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{rank 0 memdesc is not allowed}}
tt.func @f(%m: !ttg.memdesc<f32, #shared, #smem>)

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got [3, 48]}}
tt.func @f(%m: !ttg.memdesc<3x48xf32, #shared, #smem>)

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got [0, 64]}}
tt.func @f(%m: !ttg.memdesc<0x64xf32, #shared, #smem>)

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must be less than or equal to allocShape. shape = [64, 128], allocShape = [64, 64]}}
tt.func @f(%m: !ttg.memdesc<64x128xf32, #shared, #smem, mutable, 64x64>)

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{alloc shape must have at least as many dimensions as shape}}
tt.func @f(%m: !ttg.memdesc<2x64x64xf32, #shared, #smem, mutable, 64x64>)

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}> is not a valid encoding}}
tt.func @f(%m: !ttg.memdesc<64x64xf32, #blocked, #smem>)

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error @+1 {{memorySpace must be #ttg.shared_memory for a shared encoding. Got 3 : i32}}
tt.func @f(%m: !ttg.memdesc<64x64xf32, #shared, 3 : i32>)

//===----------------------------------------------------------------------===//
// Register ops
//===----------------------------------------------------------------------===//

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.convert_layout' op requires the same element type for all operands and results}}
    %0 = ttg.convert_layout %a : tensor<128xf32, #blocked> -> tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xi8, #blocked>) {
    // expected-error @+1 {{'ttg.fp4_to_fp' op expects axis in [0, 2), got 2}}
    %0 = ttg.fp4_to_fp %a {axis = 2 : i32} : tensor<32x16xi8, #blocked> -> tensor<32x32xbf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xi8, #blocked>) {
    // expected-error @+1 {{'ttg.fp4_to_fp' op expects result shape [64, 16] (two e2m1 values per byte along axis 0), got 'tensor<32x32xbf16,}}
    %0 = ttg.fp4_to_fp %a {axis = 0 : i32} : tensor<32x16xi8, #blocked> -> tensor<32x32xbf16, #blocked>
    tt.return
  }
}

//===----------------------------------------------------------------------===//
// Shared-memory ops
//===----------------------------------------------------------------------===//

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-error @+1 {{'ttg.local_alloc' op allocates uninitialized memory, so its result must be mutable}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_alloc' op expects the memdesc and the tensor to have the same element type, got 'f16' and 'f32'}}
    %0 = ttg.local_alloc %a : (tensor<64x64xf32, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf16, #blocked>) {
    // expected-error @+1 {{'ttg.local_alloc' op expects the memdesc and the tensor to have the same shape, got [2, 64, 64] and [64, 64]}}
    %0 = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{'ttg.local_load' op expects the memdesc and the tensor to have the same shape, got [64, 64] and [64, 32]}}
    %0 = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf16, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{'ttg.local_store' op Cannot store into immutable memory}}
    ttg.local_store %a, %m : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf32, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttg.local_store' op expects the memdesc and the tensor to have the same element type, got 'f16' and 'f32'}}
    ttg.local_store %a, %m : tensor<64x64xf32, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error @+1 {{'ttg.memdesc_index' op result rank must be input rank - 1}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<64xf16, #shared, #smem, mutable> -> !ttg.memdesc<1xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error @+1 {{'ttg.memdesc_index' op result element type must match desc element type}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error @+1 {{'ttg.memdesc_index' op alloc shape must match shape for both result and src}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem>, %i: i32) {
  // expected-error @+1 {{'ttg.memdesc_index' op expects a mutable view only of a mutable buffer}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>, %i: i32) {
  // expected-error @+1 {{'ttg.memdesc_index' op result shape must equal to srcShape[1:]}}
  %0 = ttg.memdesc_index %m[%i] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{offsets must have the same rank as input}}
  %0 = ttg.memdesc_subslice %m[0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{result element type must match desc element type}}
  %0 = ttg.memdesc_subslice %m[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf32, #shared, #smem, mutable, 64x64>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{'ttg.memdesc_subslice' op expects the slice [64, 32] at [0, 48] to lie inside [64, 64]}}
  %0 = ttg.memdesc_subslice %m[0, 48] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{'ttg.memdesc_subslice' op expects the result to keep the source's allocation shape}}
  %0 = ttg.memdesc_subslice %m[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
  tt.return
}

// -----

// A view may drop write access to a buffer (a read-only slice), never gain it.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_subslice' op expects the view to keep the buffer's mutability}}
  %0 = ttg.memdesc_subslice %m[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
  tt.return
}

// -----

// A buffer of its own shape only for whole tiles the source stores as one
// (above, half rows are not), starting at a multiple of the tile's extent:
// 8 rows into 16-row tiles is not.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
  // expected-error @+1 {{'ttg.memdesc_subslice' op expects the result to keep the source's allocation shape}}
  %0 = ttg.memdesc_subslice %m[8, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_trans' op expects 'order' to have 2 entries}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_trans' op expects 'order' to be a permutation, got [1, 1]}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 1>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xf16, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_trans' op expects result shape [32, 64], got '!ttg.memdesc<64x32xf16,}}
  %0 = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<64x32xf16, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_reshape' op expects as many result elements as source elements}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func @f(%m: !ttg.memdesc<64x32xf16, #shared, #smem>) {
  // expected-error @+1 {{'ttg.memdesc_reshape' op expects the view to keep the element type 'f16', got 'bf16'}}
  %0 = ttg.memdesc_reshape %m : !ttg.memdesc<64x32xf16, #shared, #smem> -> !ttg.memdesc<32x64xbf16, #shared, #smem>
  tt.return
}

//===----------------------------------------------------------------------===//
// Asynchronous copies
//===----------------------------------------------------------------------===//

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op Cannot store into immutable memory}}
    %0 = ttg.async_copy_global_to_local %p, %m : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op copies 'f32' into a buffer of 'f16'}}
    %0 = ttg.async_copy_global_to_local %p, %m : tensor<64x64x!tt.ptr<f32>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<64x32x!tt.ptr<f16>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op expects pointers and buffer of the same shape, got [64, 32] and [64, 64]}}
    %0 = ttg.async_copy_global_to_local %p, %m : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %o: tensor<64x64xf32, #blocked>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op failed to verify that other type matches the pointees}}
    %0 = "ttg.async_copy_global_to_local"(%p, %m, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, tensor<64x64xf32, #blocked>) -> !ttg.async.token
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<64x64x!tt.ptr<f16>, #blocked>, %m: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %mask: tensor<64x32xi1, #blocked>) {
    // expected-error @+1 {{'ttg.async_copy_global_to_local' op failed to verify that mask type matches the pointers}}
    %0 = "ttg.async_copy_global_to_local"(%p, %m, %mask) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, tensor<64x32xi1, #blocked>) -> !ttg.async.token
    tt.return
  }
}

//===----------------------------------------------------------------------===//
// Warp specialization
//===----------------------------------------------------------------------===//

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.warp_specialize' op partition #0 number of warps (3) must be a power of 2}}
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(3) {
    ttg.warp_return
  } : () -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.warp_specialize' op has 2 warp group start IDs but expected 1}}
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4, 8>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(4) {
    ttg.warp_return
  } : () -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.warp_specialize' op expects actualRegisters to hold the default warps' count and one per partition}}
  ttg.warp_specialize() attributes {actualRegisters = array<i32: 232>}
  default {
    ttg.warp_yield
  }
  partition0() num_warps(4) {
    ttg.warp_return
  } : () -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.warp_specialize' op has 1 partitions but `partitionNumWarps` has 2 elements}}
  "ttg.warp_specialize"() <{partitionNumWarps = array<i32: 4, 4>}> ({
    "ttg.warp_yield"() : () -> ()
  }, {
    "ttg.warp_specialize.partitions"() ({
      "ttg.warp_return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.warp_specialize' op expected to find only a `ttg.warp_specialize.partitions` op inside its second region}}
  "ttg.warp_specialize"() <{partitionNumWarps = array<i32>}> ({
    "ttg.warp_yield"() : () -> ()
  }, {
    "tt.return"() : () -> ()
  }) : () -> ()
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'ttg.warp_specialize' op partition region #0 argument #0 has type 'i64' but corresponding capture has type 'i32'}}
  ttg.warp_specialize(%a)
  default {
    ttg.warp_yield
  }
  partition0(%x: i64) num_warps(4) {
    ttg.warp_return
  } : (i32) -> ()
  tt.return
}

// -----

tt.func @f(%a: i32) {
  %0 = ttg.warp_specialize(%a)
  default {
    // expected-error @+1 {{'ttg.warp_yield' op operand #0 has type 'i32' but parent op expected 'i64'}}
    ttg.warp_yield %a : i32
  }
  partition0(%x: i32) num_warps(4) {
    ttg.warp_return
  } : (i32) -> i64
  tt.return
}

// -----

tt.func @f(%a: i32) {
  ttg.warp_specialize(%a)
  default {
    ttg.warp_yield
  }
  partition0(%x: i32) num_warps(4) {
    %c = arith.constant 0 : i32
    // expected-error @+1 {{'ttg.warp_yield' op expects parent op 'ttg.warp_specialize'}}
    ttg.warp_yield
  } : (i32) -> ()
  tt.return
}

// -----

tt.func @f() {
  // The custom parser reports at the token after the op name.
  // expected-error @+2 {{custom op 'ttg.warp_specialize.partitions' ttg.warp_specialize.partitions is written through its parent ttg.warp_specialize}}
  ttg.warp_specialize.partitions
  tt.return
}

//===----------------------------------------------------------------------===//
// Pipelining helpers
//===----------------------------------------------------------------------===//

// -----

tt.func @f(%iv: i32, %ub: i64, %step: i32) {
  // expected-error @+1 {{'ttg.predicate_stage' op failed to verify that all of {iv, ub, step} have same type}}
  %0 = "ttg.predicate_stage"(%iv, %ub, %step) <{maxStage = 2 : i32, stage = 0 : i32}> : (i32, i64, i32) -> i1
  tt.return
}

// -----

tt.func @f(%v: i32) {
  // expected-error @+1 {{'ttg.mask.return' op expects parent op 'ttg.mask'}}
  ttg.mask.return %v : i32
}

//===----------------------------------------------------------------------===//
// `tt` shape ops: result encodings inferred by `ttg`
//===----------------------------------------------------------------------===//

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32xi32, #blocked1>) {
    // expected-error @+2 {{expand_dims needs a slice operand encoding}}
    // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
    %0 = tt.expand_dims %a {axis = 1 : i32} : tensor<32xi32, #blocked1> -> tensor<32x1xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    // expected-error @+2 {{expand_dims along 1 needs a slice of that dimension, got dim 0}}
    // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
    %0 = tt.expand_dims %a {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf32, #blocked>) {
    // expected-error @+2 {{'tt.reduce' op inferred type(s) 'tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>' are incompatible with return type(s) of operation 'tensor<32xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
    %0 = "tt.reduce"(%a) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf32, #blocked>) {
    // expected-error @+2 {{'tt.trans' op inferred type(s) 'tensor<32x32xf32, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible with return type(s) of operation 'tensor<32x32xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    // expected-error @+1 {{'tt.trans' op failed to infer returned types}}
    %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}

// -----

#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf32, #mfma>) {
    // expected-error @+2 {{cannot transpose encoding #ttg.amd_mfma<}}
    // expected-error @+1 {{'tt.trans' op failed to infer returned types}}
    %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x32xf32, #mfma> -> tensor<32x32xf32, #mfma>
    tt.return
  }
}

// -----

// The two halves of a split must be in one thread's registers.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 4, 2], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32x2xf32, #blocked>) {
    // expected-error @+2 {{split needs the size-2 dimension held in registers of one thread}}
    // expected-error @+1 {{'tt.split' op failed to infer returned types}}
    %0, %1 = tt.split %a : tensor<32x32x2xf32, #blocked> -> tensor<32x32xf32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 4, 2], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf32, #blocked>) {
    // The result is checked by splitting it back, which needs the pair in one thread.
    // expected-error @+1 {{split needs the size-2 dimension held in registers of one thread}}
    %0 = tt.join %a, %a : tensor<32x32xf32, #blocked> -> tensor<32x32x2xf32, #blocked3>
    tt.return
  }
}

// -----

// Splitting the result back gives another operand layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [8, 4, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x32xf32, #blocked>) {
    // expected-error @+1 {{'tt.join' op incompatible join layout}}
    %0 = tt.join %a, %a : tensor<32x32xf32, #blocked> -> tensor<32x32x2xf32, #blocked3>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<32x16xi8, #blocked>) {
    // expected-error @+1 {{'ttg.fp4_to_fp' op unpacks e2m1 into bf16 or f16 only, got 'f32'}}
    %0 = ttg.fp4_to_fp %a {axis = 1 : i32} : tensor<32x16xi8, #blocked> -> tensor<32x32xf32, #blocked>
    tt.return
  }
}
