// Three elements' offsets x | 1, x | 2, x | 3 (x's low bits known zero, as
// Triton's layouts give them) times the Philox constant, and x | 1 times a
// runtime stride.
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, ttg.shared = 0 : i32} {
  llvm.func @philox_rows(%out: !llvm.ptr<1>, %stride: i32) attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 32>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %x = llvm.shl %tid, %c2 : i32
    %one = llvm.mlir.constant(1 : i32) : i32
    %two = llvm.mlir.constant(2 : i32) : i32
    %three = llvm.mlir.constant(3 : i32) : i32
    %x1 = llvm.or disjoint %x, %one : i32
    %x2 = llvm.or disjoint %x, %two : i32
    %x3 = llvm.or disjoint %x, %three : i32
    %key = llvm.mlir.constant(-766435501 : i32) : i32
    %m0 = llvm.mul %x, %key : i32
    %m1 = llvm.mul %x1, %key : i32
    %m2 = llvm.mul %x2, %key : i32
    %m3 = llvm.mul %x3, %key : i32
    %s = llvm.mul %x1, %stride : i32
    %a = llvm.xor %m0, %m1 : i32
    %b = llvm.xor %m2, %m3 : i32
    %c = llvm.xor %a, %b : i32
    %d = llvm.xor %c, %s : i32
    %p = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %d, %p : i32, !llvm.ptr<1>
    llvm.return
  }
}
