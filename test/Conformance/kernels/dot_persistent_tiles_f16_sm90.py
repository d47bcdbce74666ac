# A persistent matmul: 3 programs loop over 8 output tiles (tl.range with
# flatten off), each a K loop of 2 stages, f16 in, f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 3, num_warps = 4, num_stages = 2
# args: f16[16384]=int:-2:2 f16[16384]=int:-2:2 f32[32768]=zeros i32=256 i32=128 i32=64
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def persistent_mm(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    num_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * num_n
    rk = tl.arange(0, BK)
    for t in range(tl.program_id(0), tiles, tl.num_programs(0)):
        rm = (t // num_n) * BM + tl.arange(0, BM)
        rn = (t % num_n) * BN + tl.arange(0, BN)
        acc = tl.zeros((BM, BN), dtype=tl.float32)
        for k in range(0, K, BK):
            a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
            b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
            acc = tl.dot(a, b, acc)
        tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
