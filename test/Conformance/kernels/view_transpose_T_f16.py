# The `.T` property (tl.trans on a 2-D tensor) of a 32x128 fp16 tile of a
# 4000x1999 matrix, scaled and stored into the 1999x4000 transpose. The tile
# grid is folded column-major into the 1-D program id; columns are masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32:16,i32,32,128
# launch: grid = 2000, num_warps = 8
# args: f16[4000,1999]=randn f16[1999,4000]=zeros i32=4000 i32=1999
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def transpose_dot_t(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BM)
    pid_m = pid % grid_m
    pid_n = pid // grid_m
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N), other=0.0)
    y = x.T * 2.0
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], y, mask=(rn[:, None] < N) & (rm[None, :] < M))
