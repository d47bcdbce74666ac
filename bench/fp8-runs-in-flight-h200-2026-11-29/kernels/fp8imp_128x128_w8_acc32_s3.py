# fp8 e5m2 wgmma with max_num_imprecise_acc = 32 (Triton splits the K
# accumulation to promote partial sums), K loop of 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e5:16,*fp8e5:16,*fp32:16,i32:16,i32:16,i32:16,128,128,128
# launch: grid = 4x4, num_warps = 8, num_stages = 3
# args: fp8e5m2[262144]=int:-2:2 fp8e5m2[262144]=int:-2:2 f32[262144]=zeros i32=512 i32=512 i32=512
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_imprecise(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc, max_num_imprecise_acc=32)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
