target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Four rows of a tile, (base | k) * stride, each addressed from its own index.
define ptx_kernel void @rows(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %stride) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = shl i32 %tid, 2
  %r1 = or disjoint i32 %base, 1
  %r2 = or disjoint i32 %base, 2
  %r3 = or disjoint i32 %base, 3
  %o0 = mul i32 %stride, %base
  %o1 = mul i32 %stride, %r1
  %o2 = mul i32 %stride, %r2
  %o3 = mul i32 %stride, %r3
  %w0 = sext i32 %o0 to i64
  %w1 = sext i32 %o1 to i64
  %w2 = sext i32 %o2 to i64
  %w3 = sext i32 %o3 to i64
  %p0 = getelementptr half, ptr addrspace(1) %in, i64 %w0
  %p1 = getelementptr half, ptr addrspace(1) %in, i64 %w1
  %p2 = getelementptr half, ptr addrspace(1) %in, i64 %w2
  %p3 = getelementptr half, ptr addrspace(1) %in, i64 %w3
  %v0 = load half, ptr addrspace(1) %p0
  %v1 = load half, ptr addrspace(1) %p1
  %v2 = load half, ptr addrspace(1) %p2
  %v3 = load half, ptr addrspace(1) %p3
  %s0 = fadd half %v0, %v1
  %s1 = fadd half %v2, %v3
  %s = fadd half %s0, %s1
  %q = getelementptr half, ptr addrspace(1) %out, i32 %tid
  store half %s, ptr addrspace(1) %q
  ret void
}

