# A 16x64 tile read row-major, reshaped to one row (row-major order kept)
# and scaled, and reshaped to 256 rows of 4 summed along the rows.
# signature: *fp32:16,*fp32:16,*fp32:16,16,64
# launch: grid = 1, num_warps = 4
# args: f32[1024]=randn f32[1024]=zeros f32[256]=zeros
# outputs: 1 2
import triton
import triton.language as tl


@triton.jit
def reshape_tile(x_ptr, flat_ptr, sums_ptr, M: tl.constexpr, N: tl.constexpr):
    rows = tl.arange(0, M)
    cols = tl.arange(0, N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :])
    flat = tl.reshape(x, (M * N, ))
    tl.store(flat_ptr + tl.arange(0, M * N), flat * 3.0)
    quads = tl.reshape(x, (M * N // 4, 4))
    tl.store(sums_ptr + tl.arange(0, M * N // 4), tl.sum(quads, axis=1))
