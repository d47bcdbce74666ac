# Per-lane iterative convergence on a 4-element int32 tile under num_warps=16:
# a while loop whose condition is a 0-d reduction of the [4] active mask and a
# scalar iteration budget, carrying the values, step counts and running peak
# as [4] tensors and the iteration count as a scalar (Collatz trajectories);
# 37 lanes, masked tail lanes start converged.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,4
# launch: grid = 10, num_warps = 16
# args: i32[37]=int:2:200 i32[37]=zeros i32[37]=zeros i32[37]=zeros i32[10]=zeros i32=37 i32=100
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tiny_while_collatz_kernel(
    x_ptr,
    steps_ptr,
    peak_ptr,
    final_ptr,
    iters_ptr,
    N,
    max_iters,
    BLOCK: tl.constexpr,
):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + offs, mask=m, other=1)
    steps = tl.zeros([BLOCK], dtype=tl.int32)
    peak = x
    active = x != 1
    it = 0
    while (tl.max(active.to(tl.int32), axis=0) > 0) & (it < max_iters):
        nxt = tl.where((x & 1) == 1, 3 * x + 1, x >> 1)
        x = tl.where(active, nxt, x)
        steps += active.to(tl.int32)
        peak = tl.maximum(peak, x)
        active = x != 1
        it += 1
    tl.store(steps_ptr + offs, steps, mask=m)
    tl.store(peak_ptr + offs, peak, mask=m)
    tl.store(final_ptr + offs, x, mask=m)
    tl.store(iters_ptr + pid, it)
