# int8 matmul (i32 accumulator, K loop of 2 stages) dequantized by a
# per-row and a per-column f32 scale, stored as f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32:16,64,64,64
# launch: grid = 2x2, num_warps = 4, num_stages = 2
# args: i8[24576]=int:-5:5 i8[24576]=int:-5:5 f32[128]=randn f32[128]=randn f32[16384]=zeros i32=128 i32=128 i32=192
# outputs: 4
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def i8_matmul_scaled(a_ptr, b_ptr, sa_ptr, sb_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b)
    sa = tl.load(sa_ptr + rm)
    sb = tl.load(sb_ptr + rn)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc.to(tl.float32) * sa[:, None] * sb[None, :])
