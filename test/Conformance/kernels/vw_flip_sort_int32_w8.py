# tl.flip along axis 0 of a 32x64 int32 tile and an ascending tl.sort of
# each row (dim 1; Triton sorts along the minor dimension only), 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,32,64
# launch: grid = 2, num_warps = 8
# args: i32[4096]=int:-1000:1000 i32[4096]=zeros i32[4096]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def flip_sort(x_ptr, f_ptr, s_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * R * C + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(f_ptr + offs, tl.flip(x, 0))
    tl.store(s_ptr + offs, tl.sort(x, dim=1))
