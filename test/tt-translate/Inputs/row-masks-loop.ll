target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @row_masks(ptr addrspace(1) %p, i32 %n, i64 %r0, i64 %r1, i64 %m) {
entry:
  %in0 = icmp slt i64 %r0, %m
  %in1 = icmp slt i64 %r1, %m
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %col = icmp slt i32 %i, %n
  %mask0 = and i1 %in0, %col
  %mask1 = and i1 %in1, %col
  %a0 = getelementptr float, ptr addrspace(1) %p, i32 %i
  %a1 = getelementptr float, ptr addrspace(1) %a0, i32 1024
  %v0 = call float asm sideeffect "mov.b32 $0, 0;\0A\09@$2 ld.global.b32 $0, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %a0, i1 %mask0)
  %v1 = call float asm sideeffect "mov.b32 $0, 0;\0A\09@$2 ld.global.b32 $0, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %a1, i1 %mask1)
  %s = fadd float %v0, %v1
  %acc.next = fadd float %acc, %s
  %i.next = add i32 %i, 64
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  store float %acc.next, ptr addrspace(1) %p
  ret void
}
