# tl.trans of a loaded 64x128 int8 tile of a 3001x2512 row-major matrix,
# stored into its 2512x3001 transpose: a non-square, sub-word transpose (four
# values per 32-bit register) through a layout conversion. The 2-D tile grid
# is folded into the 1-D program id; both edges are masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,i32,i32:16,64,128
# launch: grid = 940, num_warps = 4
# args: i8[3001,2512]=rand i8[2512,3001]=zeros i32=3001 i32=2512
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def transpose_2d(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    pid_m = pid // grid_n
    pid_n = pid % grid_n
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N))
    xt = tl.trans(x)
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], xt, mask=(rn[:, None] < N) & (rm[None, :] < M))
