# bf16 matmul whose K loop asks for 4 pipeline stages itself
# (tl.range(0, K, BK, num_stages=4)) while the launch says num_stages = 2;
# tl.assume facts on the program ids, sizes and strides; masked M/N edges
# (M = 192 rows in 64-row blocks is exact, N = 240 is not); bf16 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 3x4, num_warps = 4, num_stages = 2
# args: bf16[98304]=int:-2:2 bf16[122880]=int:-2:2 bf16[46080]=zeros i32=192 i32=240 i32=512 i32=512 i32=240 i32=240
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def staged_bf16_matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm, BM: tl.constexpr,
                       BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)
    tl.assume(M > 0)
    tl.assume(N > 0)
    tl.assume(K % BK == 0)
    tl.assume(stride_am > 0)
    tl.assume(stride_bk > 0)
    tl.assume(stride_cm > 0)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    m_ok = rm < M
    n_ok = rn < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, num_stages=4):
        a = tl.load(a_ptr + rm[:, None] * stride_am + (k + rk)[None, :], mask=m_ok[:, None], other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * stride_bk + rn[None, :], mask=n_ok[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], acc.to(tl.bfloat16), mask=m_ok[:, None] & n_ok[None, :])
