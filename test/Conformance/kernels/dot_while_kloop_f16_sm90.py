# A wgmma matmul whose K loop is a `while` (scf.while) on a runtime K, not a
# `for`: 128x64 tiles, 8 warps, f16 operands, f32 accumulator.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,128,64,64
# launch: grid = 1x2, num_warps = 8, num_stages = 2
# args: f16[24576]=int:-2:2 f16[24576]=int:-2:2 f32[16384]=zeros i32=128 i32=128 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def while_kloop(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    k = 0
    while k < K:
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
        k += BK
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
