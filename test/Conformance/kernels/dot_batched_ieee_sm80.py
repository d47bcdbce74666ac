# tl.dot kernel of the grid of test/GPU/dot/gen_dot_grid.py (batched_ieee_sm80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,2,32,32,32
# launch: grid = 1, num_warps = 4, num_stages = 1
# args: f32[1020]=int:-3:3 f32[680]=int:-3:3 f32[1200]=zeros i32=30 i32=20 i32=17
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def dot_batched(a_ptr, b_ptr, c_ptr, M, N, K, B: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rb = tl.arange(0, B)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rb[:, None, None] * (M * K) + rm[None, :, None] * K + rk[None, None, :], mask=(rm[None, :, None] < M) & (rk[None, None, :] < K), other=0)
    b = tl.load(b_ptr + rb[:, None, None] * (K * N) + rk[None, :, None] * N + rn[None, None, :], mask=(rk[None, :, None] < K) & (rn[None, None, :] < N), other=0)
    c = tl.dot(a, b, input_precision='ieee')
    tl.store(c_ptr + rb[:, None, None] * (M * N) + rm[None, :, None] * N + rn[None, None, :], c, mask=(rm[None, :, None] < M) & (rn[None, None, :] < N))
