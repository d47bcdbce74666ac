# Two independent wgmma dots summed into one accumulator each K step,
# acc += dot(a, b) + dot(c, d); 64x128 tiles, 3 stages, f16 operands.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,64,128,32
# launch: grid = 2x1, num_warps = 4, num_stages = 3
# args: f16[16384]=int:-2:2 f16[16384]=int:-2:2 f16[16384]=int:-2:2 f16[16384]=int:-2:2 f32[16384]=zeros i32=128 i32=128 i32=128
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def two_dots(a_ptr, b_ptr, c_ptr, d_ptr, o_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        c = tl.load(c_ptr + rm[:, None] * K + (k + rk)[None, :])
        d = tl.load(d_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc += tl.dot(a, b) + tl.dot(c, d)
    tl.store(o_ptr + rm[:, None] * N + rn[None, :], acc)
