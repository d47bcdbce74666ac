# tl.gather along axis 1 of a 32x32 fp32 tile (each row's gather stays in
# the lanes of one warp: shuffles, no shared memory) with int32 indices.
# Needs tl.gather in tt-front.
# signature: *fp32:16,*i32:16,*fp32:16,32
# launch: grid = 1, num_warps = 4
# args: f32[32,32]=randn i32[32,32]=rand f32[32,32]=zeros
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_rows(x_ptr, idx_ptr, out_ptr, N: tl.constexpr):
    offs = tl.arange(0, N)[:, None] * N + tl.arange(0, N)[None, :]
    idx = (tl.load(idx_ptr + offs) & (N - 1))
    tl.store(out_ptr + offs, tl.gather(tl.load(x_ptr + offs), idx, 1))
