module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, ttg.shared = 0 : i32} {
  llvm.func @masks(%pa: !llvm.ptr<1>, %pn: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 32>} {
    %a = llvm.load %pa {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
    %n = llvm.load %pn {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
    %lt = llvm.icmp "slt" %a, %n : vector<4xi32>
    %pos = llvm.icmp "sgt" %a, %n : vector<4xi32>
    %either = llvm.or %lt, %pos : vector<4xi1>
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %c3 = llvm.mlir.constant(3 : i64) : i64
    %b0 = llvm.extractelement %either[%c0 : i64] : vector<4xi1>
    %b1 = llvm.extractelement %either[%c1 : i64] : vector<4xi1>
    %b2 = llvm.extractelement %either[%c2 : i64] : vector<4xi1>
    %b3 = llvm.extractelement %either[%c3 : i64] : vector<4xi1>
    %x01 = llvm.xor %b0, %b1 : i1
    %x23 = llvm.xor %b2, %b3 : i1
    %x = llvm.and %x01, %x23 : i1
    %z = llvm.zext %x : i1 to i8
    llvm.store %z, %out : i8, !llvm.ptr<1>
    llvm.return
  }
}
