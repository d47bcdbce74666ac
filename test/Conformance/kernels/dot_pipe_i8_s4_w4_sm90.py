# tl.dot kernel of the pipelining grid of test/GPU/dot/gen_pipeline_grid.py (pipe_i8_s4_w4_sm90).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,128,32
# launch: grid = 8, num_warps = 4, num_stages = 4
# args: i8[266240]=int:-3:3 i8[199680]=int:-3:3 i32[49152]=zeros i32=256 i32=192 i32=1040 i32=1040 i32=192 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
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
