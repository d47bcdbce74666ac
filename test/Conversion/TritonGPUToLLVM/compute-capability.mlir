// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=70 | FileCheck %s --check-prefix=SM70
// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s --check-prefix=MODULE
// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv=compute-capability=75 | FileCheck %s --check-prefix=ALLOC
// RUN: not tt-opt %s -split-input-file --convert-triton-gpu-to-llvm=compute-capability=0 -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tt-opt %s -split-input-file --allocate-shared-memory-nv=compute-capability=-1 2>&1 | FileCheck %s --check-prefix=BAD-ALLOC
// RUN: not test -s %t.bad

// Which GPU the lowering is for: a compute-capability option that is given
// wins over the module's ttg.target and is written into it, so that every
// pattern (and the allocator, which sizes scratch by it) reads one number;
// without the option the module's target stands, and a module naming none
// takes the option's default, sm_80, as Triton's pass does. A capability
// below 1 is an error on the module.
// BAD: error: compute-capability must be a GPU's compute capability, such as 90 for sm_90, got 0
// BAD-ALLOC: error: compute-capability must be a GPU's compute capability, such as 90 for sm_90, got -1

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // SM70: module attributes {{.*}}ttg.target = "cuda:70"
  // MODULE: module attributes {{.*}}ttg.target = "cuda:90"
  // ALLOC: module attributes {{.*}}ttg.target = "cuda:75"
  // An L2 eviction policy needs createpolicy, which sm_80 brought; the L1
  // one stays.
  // SM70-LABEL: llvm.func @store_evict_last
  // SM70-NOT: createpolicy
  // SM70: st.global.L1::evict_last.b32
  // MODULE-LABEL: llvm.func @store_evict_last
  // MODULE: createpolicy.fractional.L2::evict_last.b64
  // MODULE: st.global.L1::evict_last.L2::cache_hint.b32
  tt.func @store_evict_last(%p: tensor<128x!tt.ptr<f32>, #blocked>, %v: tensor<128xf32, #blocked>) {
    tt.store %p, %v evictionPolicy = evict_last : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // A NaN-propagating clamp: min.NaN/max.NaN from sm_80 on; before it
  // min/max that drop NaNs and a select that puts x's NaN back.
  // SM70-LABEL: llvm.func @clamp_nan
  // SM70: %[[NAN:.*]] = llvm.fcmp "une" %[[X:.*]], %[[X]] : f32
  // SM70: %[[LOW:.*]] = llvm.intr.maxnum(%[[X]], %{{.*}})
  // SM70: %[[HIGH:.*]] = llvm.intr.minnum(%[[LOW]], %{{.*}})
  // SM70: %[[Q:.*]] = llvm.mlir.constant(0x7FC00000 : f32) : f32
  // SM70: llvm.select %[[NAN]], %[[Q]], %[[HIGH]] : i1, f32
  // SM70-NOT: llvm.intr.maximum
  // MODULE-LABEL: llvm.func @clamp_nan
  // MODULE-NOT: llvm.fcmp
  // MODULE: llvm.intr.maximum
  // MODULE: llvm.intr.minimum
  tt.func @clamp_nan(%x: tensor<128xf32, #blocked>, %lo: tensor<128xf32, #blocked>, %hi: tensor<128xf32, #blocked>, %p: tensor<128x!tt.ptr<f32>, #blocked>) {
    %c = tt.clampf %x, %lo, %hi, propagateNan = all : tensor<128xf32, #blocked>
    tt.store %p, %c : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// No target named: the option's default (sm_80) is written in.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // SM70: module attributes {{.*}}ttg.target = "cuda:70"
  // MODULE: module attributes {{.*}}ttg.target = "cuda:80"
  // ALLOC: module attributes {{.*}}ttg.target = "cuda:75"
  tt.func @nothing() {
    tt.return
  }
}
