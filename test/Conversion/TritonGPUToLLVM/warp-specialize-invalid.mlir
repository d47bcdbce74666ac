// RUN: tt-opt %s -split-input-file --convert-warp-specialize-to-llvm -verify-diagnostics

// The warp groups were never allocated: no ttg.total-num-warps.
// expected-error @+1 {{convert-warp-specialize-to-llvm: the module has no 'ttg.total-num-warps' (run tritongpu-allocate-warp-groups first)}}
module attributes {"ttg.num-warps" = 4 : i32} {
  llvm.func @k() attributes {nvvm.kernel = 1 : ui1} {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}

// -----

// A warp_specialize in a device function (private), not a kernel; a public
// function counts as a kernel, as in Triton.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 8 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // expected-error @+1 {{convert-warp-specialize-to-llvm: warp_specialize outside a kernel}}
  llvm.func private @f() attributes {allocation.offset = 32 : i32} {
    ttg.warp_specialize() attributes {allocation.offset = 0 : i32, warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}

// -----

// Shared memory was never allocated: no state buffer on the function.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 8 : i32} {
  // expected-error @+1 {{convert-warp-specialize-to-llvm: the function has no state buffer (run allocate-shared-memory-nv first)}}
  llvm.func @k() attributes {nvvm.kernel = 1 : ui1} {
    ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    llvm.return
  }
}
