// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A tile written to a swizzled shared buffer and read back in another
// layout. The writer's 8 consecutive halves per row land in one 16-byte
// vector (swizzling moves whole vectors: vec = 8); the reader holds 4
// consecutive halves and reads them as one 8-byte vector. Membar puts a
// barrier between the write and the read.

#writer = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#reader = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 8192 : i32
  // CHECK-LABEL: llvm.func @round_trip
  tt.func public @round_trip(%x: tensor<64x64xf16, #writer>, %out: !tt.ptr<f16>) {
    // CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK-COUNT-4: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    // CHECK-NOT: llvm.store
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-8: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xi16>
    %a = ttg.local_alloc %x : (tensor<64x64xf16, #writer>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %y = ttg.local_load %a : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #reader>
    %q = tt.splat %out : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #reader>
    tt.store %q, %y : tensor<64x64x!tt.ptr<f16>, #reader>
    tt.return
  }
}

// -----

// Buffer %i of a double buffer starts %i * 1024 elements (4096 bytes) in,
// a GEP of the element type as Triton makes it; a subslice
// starting at row 16 of a 32x32 f32 buffer without swizzling is 16 * 32
// elements further (a constant XOR into each thread's part).

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 8192 : i32
  // CHECK-LABEL: llvm.func @views
  tt.func public @views(%x: tensor<32x32xf32, #blocked>, %i: i32, %out: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C1024:.*]] = llvm.mlir.constant(1024 : i32) : i32
    // CHECK-DAG: %[[C512:.*]] = llvm.mlir.constant(512 : i32) : i32
    // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: %[[SKIP:.*]] = llvm.mul %arg{{[0-9]+}}, %[[C1024]] : i32
    // CHECK: %[[BUF:.*]] = llvm.getelementptr %[[SMEM]][%[[SKIP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // The store's second register is row 16 of the buffer: its offset (512
    // elements) sets no bit a thread's part can set, so it is added as a
    // constant 2048 bytes that ptxas folds into the store. The subslice's
    // start (the same row 16) is XORed into the loader's thread part.
    // CHECK: %[[THREAD:.*]] = llvm.shl
    // CHECK: %[[BYTES:.*]] = llvm.mul %[[THREAD]], %{{.*}} : i32
    // CHECK: %[[PTR:.*]] = llvm.getelementptr inbounds %[[BUF]][%[[BYTES]]]
    // CHECK: llvm.store %{{.*}}, %[[PTR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    // CHECK: %[[PTR16:.*]] = llvm.getelementptr inbounds %[[PTR]][2048]
    // CHECK: llvm.store %{{.*}}, %[[PTR16]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[ROW16:.*]] = llvm.xor %[[THREAD]], %[[C512]] : i32
    // CHECK: %[[LBYTES:.*]] = llvm.mul %[[ROW16]], %{{.*}} : i32
    // CHECK: %[[LPTR:.*]] = llvm.getelementptr inbounds %[[BUF]][%[[LBYTES]]]
    // CHECK: llvm.load %[[LPTR]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x32x32xf32, #shared, #smem, mutable>
    %b = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
    ttg.local_store %x, %b : tensor<32x32xf32, #blocked> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
    %s = ttg.memdesc_subslice %b[16, 0] : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf32, #shared, #smem, mutable, 32x32>
    %y = ttg.local_load %s : !ttg.memdesc<16x32xf32, #shared, #smem, mutable, 32x32> -> tensor<16x32xf32, #blocked>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<16x32x!tt.ptr<f32>, #blocked>
    tt.store %q, %y : tensor<16x32x!tt.ptr<f32>, #blocked>
    ttg.local_dealloc %a : !ttg.memdesc<2x32x32xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A transposed view reads the buffer column-major: register bases that
// walk rows of the view walk columns of the buffer, one element apart.

#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#sharedT = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @transposed_view
  tt.func public @transposed_view(%x: tensor<32x32xf32, #rows>, %out: !tt.ptr<f32>) {
    // CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
    %a = ttg.local_alloc %x : (tensor<32x32xf32, #rows>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
    %t = ttg.memdesc_trans %a {order = array<i32: 1, 0>} : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<32x32xf32, #sharedT, #smem>
    %y = ttg.local_load %t : !ttg.memdesc<32x32xf32, #sharedT, #smem> -> tensor<32x32xf32, #cols>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #cols>
    tt.store %q, %y : tensor<32x32x!tt.ptr<f32>, #cols>
    tt.return
  }
}

// -----

// Triton's additive strides. Each thread stores 32 halves of a tile whose
// rows are swizzled (the phase of row r XORs into column bits 3-5). Its
// registers step columns 16 and 32, which lanes and warps also set through
// the swizzle, and rows 8, 16 and 32, whose phase is 0 and which no thread
// sets: the columns XOR into four base addresses, the rows are added as
// constants (1024 bytes a row step of 8) that ptxas folds into the stores.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @additive_strides
  tt.func public @additive_strides(%x: tensor<64x64xf16, #blocked>) {
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-DAG: %[[C48:.*]] = llvm.mlir.constant(48 : i32) : i32
    // CHECK: %[[B0:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %[[B0]]
    // CHECK: llvm.xor %{{.*}}, %[[C16]] : i32
    // CHECK: %[[B1:.*]] = llvm.getelementptr
    // CHECK: llvm.store %{{.*}}, %[[B1]]
    // CHECK: llvm.xor %{{.*}}, %[[C32]] : i32
    // CHECK: %[[B2:.*]] = llvm.getelementptr
    // CHECK: llvm.store %{{.*}}, %[[B2]]
    // CHECK: llvm.xor %{{.*}}, %[[C48]] : i32
    // CHECK: %[[B3:.*]] = llvm.getelementptr
    // CHECK: llvm.store %{{.*}}, %[[B3]]
    // CHECK-NOT: llvm.xor
    // CHECK: %[[R8:.*]] = llvm.getelementptr inbounds %[[B0]][1024]
    // CHECK: llvm.store %{{.*}}, %[[R8]]
    // CHECK: llvm.getelementptr inbounds %[[B1]][1024]
    // CHECK: llvm.getelementptr inbounds %[[B3]][7168]
    // CHECK-NOT: llvm.xor
    // CHECK: llvm.return
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// The same tile into an NVMMA buffer (a wgmma operand): the stores go in
// Triton's order, the eight row steps of one base address together before
// the next base address's XOR (MemoryOpToLLVM's getStoreOrder).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @nvmma_stores_by_base_address
  tt.func public @nvmma_stores_by_base_address(%x: tensor<64x64xf16, #blocked>) {
    // CHECK: %[[B0:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %[[B0]]
    // CHECK-NOT: llvm.xor
    // CHECK: llvm.getelementptr inbounds %[[B0]][1024]
    // CHECK-NOT: llvm.xor
    // CHECK: llvm.getelementptr inbounds %[[B0]][7168]
    // CHECK: llvm.store
    // CHECK-NEXT: llvm.xor
    // CHECK: %[[B1:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %[[B1]]
    // CHECK-NEXT: llvm.getelementptr inbounds %[[B1]][1024]
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A register constant split bit by bit. Rows 2 and 4 of this tile step
// 128 and 256 bytes and, through the swizzle (phase = row / 2), XOR column
// bits 16 and 32, which the lanes also set: the row steps are constant
// bits no thread sets. The swizzle bits XOR into the thread's part (three
// more base addresses, not seven) and the row steps are added, as in
// Triton's PTX: x ^ 144 = (x ^ 16) + 128 for every x the threads make.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @split_register_constants
  tt.func public @split_register_constants(%x: tensor<32x64xi8, #blocked>) {
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[C48:.*]] = llvm.mlir.constant(48 : i32) : i32
    // CHECK-DAG: %[[C127:.*]] = llvm.mlir.constant(127 : i32) : i32
    // CHECK: %[[B0:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %[[B0]]
    // CHECK: llvm.xor %{{.*}}, %[[C16]] : i32
    // CHECK: %[[B1:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK-NEXT: llvm.getelementptr inbounds %[[B1]][128]
    // CHECK: llvm.xor %{{.*}}, %[[C48]] : i32
    // CHECK: %[[B3:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK-NEXT: llvm.getelementptr inbounds %[[B3]][384]
    // CHECK-NOT: llvm.xor
    // CHECK: llvm.getelementptr inbounds %[[B0]][512]
    // CHECK: llvm.getelementptr inbounds %[[B1]][640]
    // CHECK: llvm.getelementptr inbounds %[[B3]][1920]
    // CHECK-NOT: llvm.xor
    // CHECK: llvm.return
    %a = ttg.local_alloc : () -> !ttg.memdesc<32x64xi8, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<32x64xi8, #blocked> -> !ttg.memdesc<32x64xi8, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A subslice naming its tile as a buffer of its own shape (16x32, no
// allocation shape) moves the base to the tile, 16 * 32 f32 = 2048 bytes
// in, and the load addresses it from its origin: no start is XORed in (the
// view above with allocation shape 32x32 XORs in row 16 instead).

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @own_buffer_view
  // CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // CHECK: %[[THREAD:.*]] = llvm.shl
  // CHECK: %[[BYTES:.*]] = llvm.mul %[[THREAD]], %{{.*}} : i32
  // CHECK: llvm.store
  // CHECK: llvm.store
  // CHECK: %[[TILE:.*]] = llvm.getelementptr %[[SMEM]][2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  // CHECK: nvvm.barrier0
  // CHECK-NOT: llvm.xor
  // CHECK: %[[LPTR:.*]] = llvm.getelementptr inbounds %[[TILE]][%[[BYTES]]]
  // CHECK: llvm.load %[[LPTR]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
  tt.func public @own_buffer_view(%x: tensor<32x32xf32, #blocked>, %out: !tt.ptr<f32>) {
    %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
    %s = ttg.memdesc_subslice %a[16, 0] : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem>
    %y = ttg.local_load %s : !ttg.memdesc<16x32xf32, #shared, #smem> -> tensor<16x32xf32, #blocked>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<16x32x!tt.ptr<f32>, #blocked>
    tt.store %q, %y : tensor<16x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}


// -----

// Eight bf16 per thread come back in one 16-byte load of four words, which
// are seen as the eight bf16 they hold (one bitcast, as Triton reads them);
// eight i1 (bytes in shared memory) stay bytes.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @words_as_elements
  tt.func public @words_as_elements(%out: !tt.ptr<f32>, %flags: !tt.ptr<i8>) {
    // CHECK: %[[WORDS:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
    // CHECK: %[[HALVES:.*]] = llvm.bitcast %[[WORDS]] : vector<4xi32> to vector<8xbf16>
    // CHECK-COUNT-8: llvm.extractelement %[[HALVES]][{{.*}}] : vector<8xbf16>
    %a = ttg.local_alloc : () -> !ttg.memdesc<1x1024xbf16, #shared, #smem, mutable>
    %x = ttg.local_load %a : !ttg.memdesc<1x1024xbf16, #shared, #smem, mutable> -> tensor<1x1024xbf16, #blocked>
    %y = arith.extf %x : tensor<1x1024xbf16, #blocked> to tensor<1x1024xf32, #blocked>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<1x1024x!tt.ptr<f32>, #blocked>
    tt.store %p, %y : tensor<1x1024x!tt.ptr<f32>, #blocked>
    // CHECK: %[[BYTES:.*]] = llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xi32>
    // CHECK: llvm.bitcast %[[BYTES]] : vector<2xi32> to vector<8xi8>
    %b = ttg.local_alloc : () -> !ttg.memdesc<1x1024xi1, #shared, #smem, mutable>
    %f = ttg.local_load %b : !ttg.memdesc<1x1024xi1, #shared, #smem, mutable> -> tensor<1x1024xi1, #blocked>
    %g = arith.extui %f : tensor<1x1024xi1, #blocked> to tensor<1x1024xi8, #blocked>
    %q = tt.splat %flags : !tt.ptr<i8> -> tensor<1x1024x!tt.ptr<i8>, #blocked>
    tt.store %q, %g : tensor<1x1024x!tt.ptr<i8>, #blocked>
    tt.return
  }
}
