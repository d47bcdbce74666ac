# An accumulator carried across the K loop in bf16: each step widens it to
# f32 for the dot and narrows the result back
# (acc = tl.dot(a, b, acc.to(f32)).to(bf16)), so the rounding happens per K
# step; bf16 operands, 64x64x32 tiles, 8 steps, bf16 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: bf16[65536]=int:-2:2 bf16[65536]=int:-2:2 bf16[65536]=zeros i32=256 i32=256 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bf16_acc_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.bfloat16)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc.to(tl.float32)).to(tl.bfloat16)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
