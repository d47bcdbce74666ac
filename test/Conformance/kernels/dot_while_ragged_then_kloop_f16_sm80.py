# Two accumulations per output tile on sm_80: first a `while` loop whose trip
# count is loaded per row block from memory (a ragged K: 0 to 4 blocks of 32,
# clamped to K / BK), then an independent `for` K loop over a second operand
# pair; the sum of both is stored. 64x64x32 tiles, f16 operands, f32 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 8x2, num_warps = 4, num_stages = 3
# args: f16[65536]=int:-2:2 f16[16384]=int:-2:2 f16[49152]=int:-2:2 f16[12288]=int:-2:2 i32[8]=int:0:4 f32[65536]=zeros i32=128 i32=128 i32=96
# outputs: 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def ragged_while_then_kloop(a_ptr, b_ptr, x_ptr, w_ptr, nblk_ptr, out_ptr, N, K, K2, BM: tl.constexpr,
                            BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    nblk = tl.minimum(tl.load(nblk_ptr + pid_m), K // BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    i = 0
    while i < nblk:
        kk = i * BK + rk
        a = tl.load(a_ptr + rm[:, None] * K + kk[None, :])
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :])
        acc = tl.dot(a, b, acc)
        i += 1
    acc2 = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K2, BK):
        x = tl.load(x_ptr + rm[:, None] * K2 + (k + rk)[None, :])
        w = tl.load(w_ptr + (k + rk)[:, None] * N + rn[None, :])
        acc2 = tl.dot(x, w, acc2)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc + acc2)
