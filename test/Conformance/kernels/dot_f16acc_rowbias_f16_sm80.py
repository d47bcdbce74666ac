# mma.sync with an f16 accumulator (out_dtype=tl.float16) in a K loop of 2
# stages, 8 warps, then a per-row f16 bias added in f16 and stored as f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,64,128,32
# launch: grid = 2x1, num_warps = 8, num_stages = 2
# args: f16[16384]=int:-2:2 f16[16384]=int:-2:2 f16[128]=int:-4:4 f16[16384]=zeros i32=128 i32=128 i32=128
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def f16acc_bias(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float16)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    bias = tl.load(bias_ptr + rm)
    acc = acc + bias[:, None]
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc)
