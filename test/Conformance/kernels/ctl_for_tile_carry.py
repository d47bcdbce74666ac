# scf.for carrying a 2-D fp32 tile that is stored after the loop: the sum over
# the batch dimension of a [B, M, N] fp16 tensor, tiles masked on both
# dimensions (1000 x 700 in 32 x 64 tiles), B a runtime argument.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,i32,i32,i32,32,64
# launch: grid = 352, num_warps = 4
# args: f16[12,1000,700]=randn f32[1000,700]=zeros i32=12 i32=1000 i32=700
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def batch_sum_tile(x_ptr, y_ptr, B, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    num_n = tl.cdiv(N, BN)
    pm = pid // num_n
    pn = pid % num_n
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for b in range(0, B):
        x = tl.load(x_ptr + b * M * N + offs, mask=mask, other=0.0)
        acc += x.to(tl.float32)
    tl.store(y_ptr + offs, acc, mask=mask)
