// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// Global accesses the lowering refuses, with the op named.

// PTX's ld and st take a cache operator or an L1 eviction priority, not
// both: ptxas would reject the instruction (Triton 3.6 writes it and fails
// in ptxas).
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_cache_and_eviction(%p: tensor<512x!tt.ptr<f32>, #blocked>, %x: tensor<512xf32, #blocked>) {
    // expected-error @+2 {{cannot be lowered with cache modifier '.cs' and eviction policy 'L1::evict_first': PTX's st takes a cache operator or an L1 eviction priority, not both}}
    // expected-error @+1 {{failed to legalize operation 'tt.store'}}
    tt.store %p, %x cacheModifier = cs evictionPolicy = evict_first : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_cache_and_eviction(%p: tensor<512x!tt.ptr<f32>, #blocked>, %q: tensor<512x!tt.ptr<f32>, #blocked>) {
    // expected-error @+2 {{cannot be lowered with cache modifier '.cg' and eviction policy 'L1::evict_last': PTX's ld takes a cache operator or an L1 eviction priority, not both}}
    // expected-error @+1 {{failed to legalize operation 'tt.load'}}
    %x = tt.load %p cacheModifier = cg evictionPolicy = evict_last : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %q, %x : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Either alone is lowered (load-store.mlir has the forms).
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @store_one_of_them(%p: tensor<512x!tt.ptr<f32>, #blocked>, %x: tensor<512xf32, #blocked>) {
    tt.store %p, %x cacheModifier = wt : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %p, %x evictionPolicy = evict_last : tensor<512x!tt.ptr<f32>, #blocked>
    %y = tt.load %p cacheModifier = ca : tensor<512x!tt.ptr<f32>, #blocked>
    %z = tt.load %p evictionPolicy = evict_first : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %p, %y : tensor<512x!tt.ptr<f32>, #blocked>
    tt.store %p, %z : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
