# An f32 matmul with input_precision="tf32x3" (three tf32 dots) in a K loop
# of 2 stages on sm_80, masked tails on M and N.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32:16,32,32,32
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: f32[7680]=randn f32[3840]=randn f32[4800]=zeros i32=80 i32=60 i32=64
# outputs: 2
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def tf32x3(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, b, acc, input_precision="tf32x3")
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
