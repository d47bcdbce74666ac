# Gemma-style RMSNorm y = x * rstd * (1 + w) over rows of 300 bf16 columns
# (input row stride 320, output stride 300), one row per program: a first
# column loop accumulates x^2 in a [128] f32 vector (BLOCK 128 on 8 warps, so
# the block is half the 256 threads: replicated lanes), libdevice.rsqrt, then a
# second loop rereads (evict_first) and writes; rstd stored per row. 37 rows.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32:16,i32,i32,fp32,128
# launch: grid = 37, num_warps = 8
# args: bf16[11840]=randn bf16[300]=randn bf16[11100]=zeros f32[37]=zeros i32=320 i32=300 i32=300 f32=1e-6
# outputs: 2 3
# tol: 2e-2 2e-2
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def gemma_rmsnorm_fwd_kernel(x_ptr, w_ptr, y_ptr, rstd_ptr, stride_x, stride_y, N, eps,
                             BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    x_row = x_ptr + row.to(tl.int64) * stride_x
    y_row = y_ptr + row.to(tl.int64) * stride_y
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)
        x = tl.load(x_row + cols, mask=cols < N, other=0.0, eviction_policy="evict_last").to(tl.float32)
        acc += x * x
    mean_sq = tl.sum(acc, axis=0) / N
    rstd = libdevice.rsqrt(mean_sq + eps)
    tl.store(rstd_ptr + row, rstd)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)
        mask = cols < N
        x = tl.load(x_row + cols, mask=mask, other=0.0, eviction_policy="evict_first").to(tl.float32)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        y = (x * rstd) * (1.0 + w)
        tl.store(y_row + cols, y.to(tl.bfloat16), mask=mask)
