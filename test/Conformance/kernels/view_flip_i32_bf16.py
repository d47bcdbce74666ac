# tl.flip (Triton's standard library: bitcast to int, reshape to 2x...x2,
# xor-sum butterflies) of a 1-D int32 block (each 2048 block reversed in
# place, tail masked) and of a 32x64 bf16 tile of a 1000x1000 matrix along
# dim 0 and along dim 1 (both edges masked; masked lanes read as -1).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*bf16:16,*bf16:16,*bf16:16,i32,i32,2048,32,64
# launch: grid = 512, num_warps = 2
# args: i32[1000003]=rand i32[1000003]=zeros bf16[1000,1000]=randn bf16[1000,1000]=zeros bf16[1000,1000]=zeros i32=1000003 i32=1000
# outputs: 1 3 4
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def flip_1d_2d(v_ptr, vout_ptr, x_ptr, rows_ptr, cols_ptr, n, N, BLOCK: tl.constexpr, BM: tl.constexpr,
               BN: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(v_ptr + offs, mask=offs < n, other=-1)
    tl.store(vout_ptr + offs, tl.flip(v, 0), mask=offs < n)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < N) & (rn[None, :] < N)
    offs2 = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs2, mask=mask, other=-1.0)
    tl.store(rows_ptr + offs2, tl.flip(x, 0), mask=mask)
    tl.store(cols_ptr + offs2, tl.flip(x, 1), mask=mask)
