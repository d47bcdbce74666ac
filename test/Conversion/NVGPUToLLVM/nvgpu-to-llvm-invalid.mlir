// RUN: tt-opt %s -split-input-file --convert-nv-gpu-to-llvm -allow-unregistered-dialect --verify-diagnostics

// What convert-nv-gpu-to-llvm cannot lower: a located error on the op, and
// nothing rewritten.

!acc4 = !llvm.struct<(f32, f32, f32, f32)>
llvm.func @tf32_transposed(%a: i64, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // expected-error @+1 {{'nvg.wgmma' op cannot be lowered: tf32 wgmma reads A and B K-major only (layoutA = row, layoutB = col)}}
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 6 : i32, eltTypeB = 6 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !acc4) -> !acc4
  llvm.return %d : !acc4
}

// -----

!acc = !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
llvm.func @s8_too_wide(%a: i64, %b: i64, %useC: i1, %c: !acc) -> !acc {
  // expected-error @+1 {{'nvg.wgmma' op cannot be lowered: s8 wgmma takes n <= 224, got n = 256}}
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 256 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return %d : !acc
}

// -----

!acc4 = !llvm.struct<(f32, f32, f32, f32)>
llvm.func @bf16_into_f16(%a: i64, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // expected-error @+1 {{'nvg.wgmma' op cannot be lowered: no wgmma multiplies bf16 by bf16 into f16}}
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 4 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !acc4) -> !acc4
  llvm.return %d : !acc4
}

// -----

!acc4 = !llvm.struct<(f32, f32, f32, f32)>
!regs = !llvm.struct<(i64, i64)>
llvm.func @wide_register_a(%a: !regs, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // expected-error @+1 {{'nvg.wgmma' op has a register operand 'a' with a field of type 'i64'; wgmma reads 32-bit registers}}
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!regs, i64, i1, !acc4) -> !acc4
  llvm.return %d : !acc4
}

// -----

llvm.func @wait_on_bytes(%in: !llvm.struct<(f32, i8)>) {
  // expected-error @+1 {{'nvg.wgmma_wait_group' op cannot pass a field of type 'i8' through the wait (16-, 32- or 64-bit integers or floats)}}
  %out = nvg.wgmma_wait_group %in {pendings = 0 : i32} : !llvm.struct<(f32, i8)>
  llvm.return
}

// -----

llvm.func @release_load(%p: !llvm.ptr<1>) -> i32 {
  // expected-error @+1 {{'nvg.ld_acquire' op cannot load with 'release' ordering (a load is acquire or relaxed)}}
  %v = nvg.ld_acquire release, gpu, %p : (!llvm.ptr<1>) -> i32
  llvm.return %v : i32
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
llvm.func @unplaced_partition() {
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(2) {
    // expected-error @+1 {{'nvg.warp_id' op is in a warp_specialize partition whose warps are not placed yet (run tritongpu-allocate-warp-groups first)}}
    %0 = nvg.warp_id
    "use"(%0) : (i32) -> ()
    ttg.warp_return
  } : () -> ()
  llvm.return
}
}

// -----

module attributes {ttg.tensor_memory_size = 128 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @device_function() -> !llvm.ptr<6> {
    // expected-error @+1 {{'nvg.tensor_memory_base' op is outside a kernel (an llvm.func marked nvvm.kernel): only a kernel allocates tensor memory}}
    %0 = nvg.tensor_memory_base
    llvm.return %0 : !llvm.ptr<6>
  }
}

// -----

module attributes {ttg.tensor_memory_size = 128 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @first() attributes {nvvm.kernel = 1 : ui1} {
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.return
  }
  llvm.func @second() attributes {nvvm.kernel = 1 : ui1} {
    // expected-error @+1 {{'nvg.tensor_memory_base' op is in @second, but @first uses tensor memory too: one kernel per module allocates it}}
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.return
  }
}

// -----

module {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @no_size() attributes {nvvm.kernel = 1 : ui1} {
    // expected-error @+1 {{'nvg.tensor_memory_base' op needs the module's 'ttg.tensor_memory_size' (columns of tensor memory, set by triton-tensor-memory-allocation) to be positive}}
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.return
  }
}

// -----

module attributes {ttg.tensor_memory_size = 128 : i32} {
  llvm.func @no_shared_memory() attributes {nvvm.kernel = 1 : ui1} {
    // expected-error @+1 {{'nvg.tensor_memory_base' op needs @global_smem (the kernel's shared memory, where the allocation writes the address)}}
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.return
  }
}
