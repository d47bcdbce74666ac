// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// 64 bins over 4 warps: the first 64 threads zero the counters; each
// element adds 1 to counter `value & 63` with a shared-memory atomic,
// predicated by its mask; each thread then reads the bin it holds.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#bins = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 256 : i32
  // CHECK-LABEL: llvm.func @masked
  tt.func public @masked(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<256xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %x = tt.load %pp, %m : tensor<256x!tt.ptr<i32>, #blocked>
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C63:.*]] = llvm.mlir.constant(63 : i32) : i32
    // CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
    // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[M0:.*]] = llvm.icmp "slt" %{{.*}}, %arg2 : i32
    // CHECK: %[[M1:.*]] = llvm.icmp "slt" %{{.*}}, %arg2 : i32
    // CHECK: %[[X0:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[X1:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[ZEROER:.*]] = llvm.icmp "ult" %[[TID]], %[[C64]] : i32
    // CHECK: %[[ZPTR:.*]] = llvm.getelementptr %[[SMEM]][%[[TID]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // CHECK: %[[ZADDR:.*]] = llvm.ptrtoint %[[ZPTR]]
    // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[ZADDR]], %[[C0]], %[[ZEROER]]
    // CHECK: nvvm.barrier0
    // CHECK: %[[BIN0:.*]] = llvm.and %[[X0]], %[[C63]] : i32
    // CHECK: %[[PTR0:.*]] = llvm.getelementptr %[[SMEM]][%[[BIN0]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // CHECK: %[[ADDR0:.*]] = llvm.ptrtoint %[[PTR0]]
    // CHECK: "@$1 atom.shared.add.u32 $0, [ $2 + 0 ], 1;", "=r,b,r" %[[M0]], %[[ADDR0]]
    // CHECK: %[[BIN1:.*]] = llvm.and %[[X1]], %[[C63]] : i32
    // CHECK: %[[PTR1:.*]] = llvm.getelementptr %[[SMEM]][%[[BIN1]]]
    // CHECK: %[[ADDR1:.*]] = llvm.ptrtoint %[[PTR1]]
    // CHECK: atom.shared.add.u32 {{.*}} %[[M1]], %[[ADDR1]]
    // CHECK: nvvm.barrier0
    // CHECK: %[[MYBIN:.*]] = llvm.and %[[TID]], %[[C63]] : i32
    // CHECK: %[[RPTR:.*]] = llvm.getelementptr %[[SMEM]][%[[MYBIN]]]
    // CHECK: %[[COUNT:.*]] = llvm.load %[[RPTR]] : !llvm.ptr<3> -> i32
    // CHECK: st.global.b32 {{.*}} %[[COUNT]]
    %h = tt.histogram %x, %m : tensor<256xi32, #blocked> -> tensor<64xi32, #bins>
    %rb = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #bins>
    %qs = tt.splat %q : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #bins>
    %qq = tt.addptr %qs, %rb : tensor<64x!tt.ptr<i32>, #bins>, tensor<64xi32, #bins>
    tt.store %qq, %h : tensor<64x!tt.ptr<i32>, #bins>
    tt.return
  }
}

// -----

// 16 bins: Triton reads a bin off the low 5 bits (32 lanes' worth), so a
// value counts only when those bits are below 16. Warps 1 to 3 hold copies
// of warp 0's 32 elements: only warp 0 counts. An i8 input is widened
// without its sign.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @few_bins_copies
  tt.func public @few_bins_copies(%v: i8, %q: !tt.ptr<i32>) {
    %x = tt.splat %v : i8 -> tensor<32xi8, #blocked>
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK-DAG: %[[C96:.*]] = llvm.mlir.constant(96 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: llvm.icmp "ult" %[[TID]], %[[C16]] : i32
    // CHECK: st.shared.b32
    // CHECK: nvvm.barrier0
    // CHECK: %[[WARPBITS:.*]] = llvm.and %[[TID]], %[[C96]] : i32
    // CHECK: %[[OWNER:.*]] = llvm.icmp "eq" %[[WARPBITS]], %[[C0]] : i32
    // CHECK: %[[WIDE:.*]] = llvm.zext %arg0 : i8 to i32
    // CHECK: %[[BIN:.*]] = llvm.and %[[WIDE]], %[[C31]] : i32
    // CHECK: %[[INRANGE:.*]] = llvm.icmp "ult" %[[BIN]], %[[C16]] : i32
    // CHECK: %[[PRED:.*]] = llvm.and %[[OWNER]], %[[INRANGE]] : i1
    // CHECK: %[[PTR:.*]] = llvm.getelementptr %{{.*}}[%[[BIN]]]
    // CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[PTR]]
    // CHECK: atom.shared.add.u32 {{.*}} %[[PRED]], %[[ADDR]]
    // CHECK-NOT: atom.shared
    // CHECK: nvvm.barrier0
    %h = tt.histogram %x : tensor<32xi8, #blocked> -> tensor<16xi32, #blocked>
    %rb = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %qs = tt.splat %q : !tt.ptr<i32> -> tensor<16x!tt.ptr<i32>, #blocked>
    %qq = tt.addptr %qs, %rb : tensor<16x!tt.ptr<i32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %qq, %h : tensor<16x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
