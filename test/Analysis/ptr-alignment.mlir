// RUN: tt-opt %s -test-print-ptr-alignment -split-input-file -verify-diagnostics=only-expected -o /dev/null

// The helpers lowering and coalescing use, in elements along the fastest
// dimension: alignment = min(contiguity, divisibility / element bytes);
// contiguity further capped by what one thread holds contiguously; mask
// alignment = the mask's constancy.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @vadd_like(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %h: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<1024xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %xp = tt.addptr %xs, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // 16 bytes = 4 floats; one element per thread in this layout.
    // expected-remark @below {{fastest dim = 0, ptr contiguity = 1, ptr alignment = 4, mask alignment = 16}}
    %0 = tt.load %xp, %m : tensor<1024x!tt.ptr<f32>, #blocked>
    %r8 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked8>
    %hs = tt.splat %h : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked8>
    %hp = tt.addptr %hs, %r8 : tensor<1024x!tt.ptr<f16>, #blocked8>, tensor<1024xi32, #blocked8>
    // 16 bytes = 8 halves, and each thread holds 8 consecutive ones.
    // expected-remark @below {{fastest dim = 0, ptr contiguity = 8, ptr alignment = 8}}
    %1 = tt.load %hp : tensor<1024x!tt.ptr<f16>, #blocked8>
    %xs8 = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked8>
    %xp8 = tt.addptr %xs8, %r8 : tensor<1024x!tt.ptr<f32>, #blocked8>, tensor<1024xi32, #blocked8>
    // 8 per thread, but only 4 floats are known 16-byte aligned.
    // expected-remark @below {{fastest dim = 0, ptr contiguity = 4, ptr alignment = 4}}
    %2 = tt.load %xp8 : tensor<1024x!tt.ptr<f32>, #blocked8>
    tt.return
  }
}

// -----

#blocked2d = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Row-major 64x64 f32 tile with a row stride that is a multiple of 16.
  tt.func @tile(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) {
    %rows = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2d}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2d}>>
    %r2 = tt.expand_dims %rows {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2d}>> -> tensor<64x1xi32, #blocked2d>
    %ss = tt.splat %stride : i32 -> tensor<64x1xi32, #blocked2d>
    %ro = arith.muli %r2, %ss : tensor<64x1xi32, #blocked2d>
    %c2 = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2d}>> -> tensor<1x64xi32, #blocked2d>
    %rb = tt.broadcast %ro : tensor<64x1xi32, #blocked2d> -> tensor<64x64xi32, #blocked2d>
    %cb = tt.broadcast %c2 : tensor<1x64xi32, #blocked2d> -> tensor<64x64xi32, #blocked2d>
    %off = arith.addi %rb, %cb : tensor<64x64xi32, #blocked2d>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked2d>
    %ptrs = tt.addptr %ps, %off : tensor<64x64x!tt.ptr<f32>, #blocked2d>, tensor<64x64xi32, #blocked2d>
    // Along dim 1 (fastest): 64 consecutive floats, 16-byte aligned.
    // expected-remark @below {{fastest dim = 1, ptr contiguity = 4, ptr alignment = 4}}
    %0 = tt.load %ptrs : tensor<64x64x!tt.ptr<f32>, #blocked2d>
    %cptrs = ttg.convert_layout %ptrs : tensor<64x64x!tt.ptr<f32>, #blocked2d> -> tensor<64x64x!tt.ptr<f32>, #col>
    // Along dim 0 the addresses are a stride apart: no vector access.
    // expected-remark @below {{fastest dim = 0, ptr contiguity = 1, ptr alignment = 1}}
    %1 = tt.load %cptrs : tensor<64x64x!tt.ptr<f32>, #col>
    tt.return
  }
}
