// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Gathering along the lanes: the index is the source lane (its low 5 bits)
// and each result is one indexed shuffle of the source register of its row;
// no scratch memory.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 0 : i32
  // CHECK-LABEL: llvm.func @along_lanes
  tt.func public @along_lanes(%src: tensor<4x32xf32, #blocked>, %idx: tensor<4x32xi32, #blocked>, %p: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK: %[[X:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[I:.*]] = llvm.extractvalue %arg1[0]
    // CHECK: %[[LANE:.*]] = llvm.and %[[I]], %[[C31]] : i32
    // CHECK: %[[XI:.*]] = llvm.bitcast %[[X]] : f32 to i32
    // CHECK: %[[R:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[XI]], %[[LANE]], %[[C31]] : i32 -> i32
    // CHECK: st.global.b32 {{.*}} %[[R]]
    // CHECK-NOT: nvvm.barrier0
    %g = tt.gather %src[%idx] {axis = 1 : i32} : (tensor<4x32xf32, #blocked>, tensor<4x32xi32, #blocked>) -> tensor<4x32xf32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<4x32x!tt.ptr<f32>, #blocked>
    tt.store %ps, %g : tensor<4x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Columns held whole by each thread: no shuffle, the index (i64, truncated)
// selects among the thread's 4 registers of the column.

#regs = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @in_registers
  tt.func public @in_registers(%src: tensor<4x128xf32, #regs>, %idx: tensor<4x128xi64, #regs>, %p: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
    // CHECK: %[[X2:.*]] = llvm.extractvalue %arg0[2]
    // CHECK: %[[X3:.*]] = llvm.extractvalue %arg0[3]
    // CHECK: %[[I0:.*]] = llvm.extractvalue %arg1[0]
    // CHECK: %[[T0:.*]] = llvm.trunc %[[I0]] : i64 to i32
    // CHECK: %[[ROW:.*]] = llvm.and %[[T0]], %[[C3]] : i32
    // CHECK: %[[IS2:.*]] = llvm.icmp "eq" %[[ROW]], %[[C2]] : i32
    // CHECK: %[[S2:.*]] = llvm.select %[[IS2]], %[[X2]], %[[X3]] : i1, f32
    // CHECK: %[[IS1:.*]] = llvm.icmp "eq" %[[ROW]], %[[C1]] : i32
    // CHECK: %[[S1:.*]] = llvm.select %[[IS1]], %[[X1]], %[[S2]] : i1, f32
    // CHECK: %[[IS0:.*]] = llvm.icmp "eq" %[[ROW]], %[[C0]] : i32
    // CHECK: llvm.select %[[IS0]], %[[X0]], %[[S1]] : i1, f32
    // CHECK-NOT: nvvm.shfl.sync
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<4x128xf32, #regs>, tensor<4x128xi64, #regs>) -> tensor<4x128xf32, #regs>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<4x128x!tt.ptr<f32>, #regs>
    tt.store %ps, %g : tensor<4x128x!tt.ptr<f32>, #regs>
    tt.return
  }
}

// -----

// Rows split between a register (row bit 0) and lanes 8 and 16 apart (row
// bits 1 and 2): the source lane is the thread's column lanes plus index
// bits 1-2 moved to lane bits 3-4; both registers of the column are
// shuffled from it and index bit 0 picks one.

#mixed = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @lanes_and_registers
  tt.func public @lanes_and_registers(%src: tensor<8x32xf32, #mixed>, %idx: tensor<8x32xi32, #mixed>, %p: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-DAG: %[[C6:.*]] = llvm.mlir.constant(6 : i32) : i32
    // CHECK-DAG: %[[C7:.*]] = llvm.mlir.constant(7 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[COLLANE:.*]] = llvm.and %[[TID]], %[[C7]] : i32
    // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
    // CHECK: %[[I0:.*]] = llvm.extractvalue %arg1[0]
    // CHECK: %[[HI:.*]] = llvm.and %[[I0]], %[[C6]] : i32
    // CHECK: %[[HILANE:.*]] = llvm.shl %[[HI]], %[[C2]] : i32
    // CHECK: %[[LANE:.*]] = llvm.xor %[[COLLANE]], %[[HILANE]] : i32
    // CHECK: %[[LOBIT:.*]] = llvm.and %[[I0]], %[[C1]] : i32
    // CHECK: %[[LOCLEAR:.*]] = llvm.icmp "eq" %[[LOBIT]], %[[C0]] : i32
    // CHECK: %[[LO:.*]] = llvm.select %[[LOCLEAR]], %[[C0]], %[[C1]] : i1, i32
    // CHECK: %[[X1I:.*]] = llvm.bitcast %[[X1]] : f32 to i32
    // CHECK: %[[V1:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[X1I]], %[[LANE]]
    // CHECK: %[[V1F:.*]] = llvm.bitcast %[[V1]] : i32 to f32
    // CHECK: %[[IS0:.*]] = llvm.icmp "eq" %[[LO]], %[[C0]] : i32
    // CHECK: %[[X0I:.*]] = llvm.bitcast %[[X0]] : f32 to i32
    // CHECK: %[[V0:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[X0I]], %[[LANE]]
    // CHECK: %[[V0F:.*]] = llvm.bitcast %[[V0]] : i32 to f32
    // CHECK: llvm.select %[[IS0]], %[[V0F]], %[[V1F]] : i1, f32
    // CHECK-COUNT-2: nvvm.shfl.sync  idx
    // CHECK-NOT: nvvm.shfl.sync
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<8x32xf32, #mixed>, tensor<8x32xi32, #mixed>) -> tensor<8x32xf32, #mixed>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x32x!tt.ptr<f32>, #mixed>
    tt.store %ps, %g : tensor<8x32x!tt.ptr<f32>, #mixed>
    tt.return
  }
}

// -----

// Rows in different warps: the source goes to scratch memory (row-major,
// columns fastest as the lanes run), then each result loads
// src[index & 3][column].

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 512 : i32
  // CHECK-LABEL: llvm.func @across_warps
  tt.func public @across_warps(%src: tensor<4x32xf32, #blocked>, %idx: tensor<8x32xi32, #blocked>, %p: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
    // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[X:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[ROW:.*]] = llvm.lshr
    // CHECK: %[[COL:.*]] = llvm.and %[[TID]]
    // CHECK: %[[ROWOFF:.*]] = llvm.mul %[[ROW]], %[[C32]] : i32
    // CHECK: %[[OFF:.*]] = llvm.add %[[ROWOFF]], %[[COL]] : i32
    // CHECK: %[[PTR:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: llvm.store %[[X]], %[[PTR]] : f32, !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    // CHECK: %[[I0:.*]] = llvm.extractvalue %arg1[0]
    // CHECK: %[[I1:.*]] = llvm.extractvalue %arg1[1]
    // CHECK: %[[R0:.*]] = llvm.and %[[I0]], %[[C3]] : i32
    // CHECK: %[[R0OFF:.*]] = llvm.mul %[[R0]], %[[C32]] : i32
    // CHECK: %[[OFF0:.*]] = llvm.add %[[R0OFF]], %[[COL]] : i32
    // CHECK: %[[P0:.*]] = llvm.getelementptr %[[SMEM]][%[[OFF0]]]
    // CHECK: llvm.load %[[P0]] : !llvm.ptr<3> -> f32
    // CHECK: %[[R1:.*]] = llvm.and %[[I1]], %[[C3]] : i32
    // CHECK: llvm.mul %[[R1]], %[[C32]] : i32
    // CHECK: llvm.load
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<4x32xf32, #blocked>, tensor<8x32xi32, #blocked>) -> tensor<8x32xf32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<8x32x!tt.ptr<f32>, #blocked>
    tt.store %ps, %g : tensor<8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
