# Integer Newton iterations (isqrt and integer cube root) on 777 int32 values
# in [0, 2e6], one [128] block per program under num_warps=16: each while loop
# runs while a scalar iteration counter is under budget AND the tl.sum of the
# per-lane "still changing" flags is positive; lanes freeze independently;
# integer division truncation, scalar counter and per-lane step counts stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32:16,128
# launch: grid = 7, num_warps = 16
# args: i32[777]=int:0:2000000 i32[777]=zeros i32[777]=zeros i32[777]=zeros i32[14]=zeros i32=777 i32=64
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def newton_isqrt_icbrt_while_kernel(
    n_ptr, sqrt_ptr, cbrt_ptr, steps_ptr, iters_ptr, N, max_iters, BLOCK: tl.constexpr,
):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    n = tl.load(n_ptr + offs, mask=m, other=0)
    # isqrt: x_{k+1} = (x_k + n / x_k) / 2, stop when it no longer decreases
    x = tl.maximum(n, 1)
    active = n > 1
    steps = tl.zeros([BLOCK], dtype=tl.int32)
    it = 0
    while (it < max_iters) & (tl.sum(active.to(tl.int32), axis=0) > 0):
        y = (x + n // x) // 2
        dec = active & (y < x)
        x = tl.where(dec, y, x)
        steps += dec.to(tl.int32)
        active = dec
        it += 1
    x = tl.where(n == 0, 0, x)
    # icbrt: x_{k+1} = (2 x_k + n / x_k^2) / 3 from an over-estimate
    c = tl.minimum(tl.maximum(n, 1), 1 << 10)
    active2 = n > 1
    it2 = 0
    while (tl.max(active2.to(tl.int32), axis=0) != 0) and (it2 < max_iters):
        d = (2 * c + n // (c * c)) // 3
        dec2 = active2 & (d < c)
        c = tl.where(dec2, d, c)
        active2 = dec2
        it2 += 1
    c = tl.where(n == 0, 0, c)
    tl.store(sqrt_ptr + offs, x, mask=m)
    tl.store(cbrt_ptr + offs, c, mask=m)
    tl.store(steps_ptr + offs, steps, mask=m)
    tl.store(iters_ptr + 2 * pid, it)
    tl.store(iters_ptr + 2 * pid + 1, it2)
