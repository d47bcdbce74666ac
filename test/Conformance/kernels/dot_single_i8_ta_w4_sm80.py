# tl.dot kernel of the grid of test/GPU/dot/gen_dot_grid.py (single_i8_ta_w4_sm80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32,i32,i32,128,64,32
# launch: grid = 8, num_warps = 4, num_stages = 1
# args: i8[8192]=int:-3:3 i8[8192]=int:-3:3 i32[65536]=zeros i32=256 i32=256 i32=32
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def dot_single(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    npn = tl.cdiv(N, BN)
    rm = (pid // npn) * BM + tl.arange(0, BM)
    rn = (pid % npn) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    kk = rk
    a = tl.trans(tl.load(a_ptr + kk[:, None] * M + rm[None, :], mask=(kk[:, None] < K) & (rm[None, :] < M), other=0))
    b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0)
    c = tl.dot(a, b, out_dtype=tl.int32)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], c, mask=(rm[:, None] < M) & (rn[None, :] < N))
