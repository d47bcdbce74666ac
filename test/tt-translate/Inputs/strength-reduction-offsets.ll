target triple = "nvptx64-nvidia-cuda"

; Offsets b + k * s for k = 7, 3, -5, 10: each from the one before it, by
; -4s and -8s (shifts, subtracted) and 15s (a multiply-add).

define ptx_kernel void @offsets(ptr addrspace(1) %out, i32 %b, i32 %s) {
  %m7 = mul i32 %s, 7
  %m3 = mul i32 %s, 3
  %m5 = mul i32 %s, -5
  %m10 = mul i32 %s, 10
  %a7 = add i32 %b, %m7
  %a3 = add i32 %b, %m3
  %a5 = add i32 %b, %m5
  %a10 = add i32 %b, %m10
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %a7, ptr addrspace(1) %out
  store i32 %a3, ptr addrspace(1) %p1
  store i32 %a5, ptr addrspace(1) %p2
  store i32 %a10, ptr addrspace(1) %p3
  ret void
}
