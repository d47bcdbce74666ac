# tl.gather along axis 0 of a 128x16 fp32 tile spread over 4 warps (each
# column crosses warps: through shared memory), with int64 indices into
# a 64-row source.
# Needs tl.gather in tt-front.
# signature: *fp32:16,*i64:16,*fp32:16,64,128,16
# launch: grid = 1, num_warps = 4
# args: f32[64,16]=randn i64[128,16]=rand f32[128,16]=zeros
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_columns(x_ptr, idx_ptr, out_ptr, M: tl.constexpr, R: tl.constexpr, N: tl.constexpr):
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + tl.arange(0, M)[:, None] * N + cols)
    offs = tl.arange(0, R)[:, None] * N + cols
    idx = tl.load(idx_ptr + offs) & (M - 1)
    tl.store(out_ptr + offs, tl.gather(x, idx, 0))
