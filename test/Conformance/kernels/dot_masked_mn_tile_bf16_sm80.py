# An mma.sync bf16 matmul on M = 96, N = 48 with 64x64 tiles: N is 48 valid of
# the 64 block and the second M tile 32 valid of 64, masked on load and store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32,i32:16,64,64,32
# launch: grid = 2x1, num_warps = 4, num_stages = 4
# args: bf16[12288]=int:-2:2 bf16[6144]=int:-2:2 f32[4608]=zeros i32=96 i32=48 i32=128
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def masked_mn(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    mm = rm < M
    mn = rn < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=mm[:, None], other=0.0)
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :], mask=mn[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=mm[:, None] & mn[None, :])
