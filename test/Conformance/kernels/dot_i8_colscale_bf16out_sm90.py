# int8 x int8 -> int32 wgmma in a K loop of 3 stages (8 warps, 128x64 tiles),
# dequantized by a per-column f32 scale and stored as bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*bf16:16,i32:16,i32:16,i32:16,128,64,64
# launch: grid = 1x2, num_warps = 8, num_stages = 3
# args: i8[32768]=int:-8:8 i8[32768]=int:-8:8 f32[128]=randn bf16[16384]=zeros i32=128 i32=128 i32=256
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def i8_colscale(a_ptr, b_ptr, s_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.int32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
    scale = tl.load(s_ptr + rn)
    out = acc.to(tl.float32) * scale[None, :]
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], out.to(tl.bfloat16))
