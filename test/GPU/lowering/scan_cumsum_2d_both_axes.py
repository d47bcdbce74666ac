# tl.cumsum of an fp32 tile down its columns (axis 0) and along its rows
# (axis 1), with ragged edges masked off.
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,32,64
# launch: grid = 2, num_warps = 4
# args: f32[64,64]=randn f32[64,64]=zeros f32[64,64]=zeros i32=60 i32=50
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def cumsum_2d(x_ptr, down_ptr, across_ptr, rows, cols, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    offs = rm[:, None] * BN + rn[None, :]
    mask = (rm[:, None] < rows) & (rn[None, :] < cols)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(down_ptr + offs, tl.cumsum(x, axis=0), mask=mask)
    tl.store(across_ptr + offs, tl.cumsum(x, axis=1), mask=mask)
