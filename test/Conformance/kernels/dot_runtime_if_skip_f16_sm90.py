# A wgmma dot inside an `if` on a runtime scalar: K step `skip` is left out
# (the else branch yields the accumulator unchanged); 3 stages, 64x64 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,i32,64,64,32
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: f16[16384]=int:-2:2 f16[16384]=int:-2:2 f32[16384]=zeros i32=128 i32=128 i32=128 i32=1
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def runtime_if(a_ptr, b_ptr, c_ptr, M, N, K, skip, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        if k // BK != skip:
            acc = tl.dot(a, b, acc)
        else:
            acc = acc
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
