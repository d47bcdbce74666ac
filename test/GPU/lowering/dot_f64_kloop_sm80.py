# The sm_80 twin of dot_f64_kloop.py: a float64 matmul whose dots the
# lowering issues as mma.sync m8n8k4 .f64, two per m16n8k4 step (one per
# row half), the only f64 shape sm_80 has.
# signature: *fp64:16,*fp64:16,*fp64:16,i32,i32,i32:16,32,32,16
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: f64[5120]=randn f64[3200]=randn f64[4000]=zeros i32=80 i32=50 i32=64
# outputs: 2
# tol: 1e-12 1e-12
# target: cuda:80
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
