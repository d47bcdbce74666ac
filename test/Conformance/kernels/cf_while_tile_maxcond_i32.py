# A while loop carrying a 16x32 int32 Collatz tile (1 absorbing) and an f32 tile
# until the tile's tl.max reaches 1 or 300 steps pass; 12 valid rows.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*fp32:16,*i32:16,i32,16,32
# launch: grid = 2, num_warps = 2
# args: i32[768]=int:1:60 i32[1024]=zeros f32[1024]=zeros i32[2]=zeros i32=12
# outputs: 1 2 3
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def while_tile_maxcond(x_ptr, t_ptr, f_ptr, steps_ptr, m, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, R)[:, None]
    c = tl.arange(0, C)[None, :]
    mask = r < m
    t = tl.load(x_ptr + (pid * m + r) * C + c, mask=mask, other=1)
    f = tl.zeros((R, C), dtype=tl.float32)
    step = 0
    while (tl.max(t) > 1) & (step < 300):
        odd = ((t & 1) == 1) & (t > 1)
        t = tl.where(odd, 3 * t + 1, tl.where(t > 1, t // 2, 1))
        f = f * 0.5 + odd.to(tl.float32)
        step += 1
    out = (pid * R + r) * C + c
    tl.store(t_ptr + out, t)
    tl.store(f_ptr + out, f)
    tl.store(steps_ptr + pid, step)
