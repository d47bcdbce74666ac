# tl.cumprod along axis 0 of 64x64 fp32 tiles (values mapped into [0.9, 1.1)
# so the products stay near 1): a scan across the rows of a 2-D layout. 4000
# rows = 62.5 row blocks; the last block's missing rows load as 1.0 and are
# not stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32:16,i32:16,64,64
# launch: grid = 1008, num_warps = 4
# args: f32[4000,1024]=rand f32[4000,1024]=zeros i32=4000 i32=1024
# outputs: 1
# tol: 1e-5 1e-4
import triton
import triton.language as tl


@triton.jit
def tile_cumprod_axis0(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    n_col_blocks = tl.cdiv(N, BN)
    pid_m = pid // n_col_blocks
    pid_n = pid % n_col_blocks
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.5)
    y = tl.cumprod(0.9 + 0.2 * x, axis=0)
    tl.store(y_ptr + offs, y, mask=mask)
