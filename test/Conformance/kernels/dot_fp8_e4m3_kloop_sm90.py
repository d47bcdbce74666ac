# fp8 (e4m3) matmul on sm_90: A row-major, B loaded as N x K and transposed,
# K loop of 3 stages, f32 accumulator, 64x128 tiles on 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,i32:16,i32:16,i32:16,64,128,64
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: fp8e4m3[32768]=int:-2:2 fp8e4m3[65536]=int:-2:2 f32[32768]=zeros i32=128 i32=256 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + rn[:, None] * K + (k + rk)[None, :])
        acc = tl.dot(a, tl.trans(b), acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
