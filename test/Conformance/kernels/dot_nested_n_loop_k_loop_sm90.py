# Nested loops: an outer loop over 3 column tiles of N, an inner K loop
# (2 stages) with the dot; one program per row tile; bf16 in, f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 2, num_warps = 4, num_stages = 2
# args: bf16[12288]=int:-2:2 bf16[18432]=int:-2:2 f32[24576]=zeros i32=128 i32=192 i32=96
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def nested(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rk = tl.arange(0, BK)
    for n in range(0, N, BN):
        rn = n + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
            b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
            acc = tl.dot(a, b, acc)
        tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
