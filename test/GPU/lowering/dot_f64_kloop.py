# A float64 matmul (C = A @ B, K in blocks of 16, rows and columns masked):
# accelerate-matmul gives f64 dots an mma v2 layout on sm_80 and sm_90, as
# Triton does, and the lowering issues mma.sync m16n8k16 .f64 on sm_90. The
# sm_80 twin (dot_f64_kloop_sm80.py) takes the m8n8k4 form.
# signature: *fp64:16,*fp64:16,*fp64:16,i32,i32,i32:16,32,32,16
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: f64[5120]=randn f64[3200]=randn f64[4000]=zeros i32=80 i32=50 i32=64
# outputs: 2
# tol: 1e-12 1e-12
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dot_f64(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float64)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
