# Boolean reductions: per-row any (max of i1) and all (min of i1) over a
# 32x64 comparison tile, and a per-row count of true values (sum as int32).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i1:16,*i1:16,*i32:16,32,64
# launch: grid = 2, num_warps = 4
# args: f32[4096]=randn i1[64]=zeros i1[64]=zeros i32[64]=zeros
# outputs: 1 2 3
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def any_all(x_ptr, any_ptr, all_ptr, cnt_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    x = tl.load(x_ptr + pid * R * C + rows[:, None] * C + tl.arange(0, C)[None, :])
    b = x > 1.5
    nb = x > -3.0
    tl.store(any_ptr + pid * R + rows, tl.max(b.to(tl.int1), axis=1))
    tl.store(all_ptr + pid * R + rows, tl.min(nb.to(tl.int1), axis=1))
    tl.store(cnt_ptr + pid * R + rows, tl.sum(b.to(tl.int32), axis=1))
