# tl.dot kernel of the pipelining grid of test/GPU/dot/gen_pipeline_grid.py (pipe_i8_s2_w4_sm80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,64,64
# launch: grid = 2, num_warps = 4, num_stages = 2
# args: i8[6144]=int:-3:3 i8[6144]=int:-3:3 i32[16384]=zeros i32=128 i32=128 i32=48 i32=48 i32=128 i32=128
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def pipe_matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    npn = tl.cdiv(N, BN)
    rm = (pid // npn) * BM + tl.arange(0, BM)
    rn = (pid % npn) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a_ptrs = a_ptr + (rm % M)[:, None] * sam + rk[None, :]
    b_ptrs = b_ptr + rk[:, None] * sbk + (rn % N)[None, :]
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BK, other=0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BK, other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        a_ptrs += BK
        b_ptrs += BK * sbk
    tl.store(c_ptr + rm[:, None] * scm + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
