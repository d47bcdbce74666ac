# f16 matmul with a K loop (3 stages) and a fused epilogue: per-column bias
# and tanh-approximated GELU, stored as f16; M, N and K not multiples of the
# tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,64,64,32
# launch: grid = 3x3, num_warps = 4, num_stages = 3
# args: f16[28800]=int:-2:2 f16[31680]=int:-2:2 f16[176]=int:-2:2 f16[26400]=zeros i32=150 i32=176 i32=180
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def matmul_bias_gelu(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=((k + rk)[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    inner = 0.7978845608 * (acc + 0.044715 * acc * acc * acc)
    g = 0.5 * acc * (1.0 + (2.0 * tl.sigmoid(2.0 * inner) - 1.0))
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], g.to(tl.float16), mask=(rm[:, None] < M) & (rn[None, :] < N))
