# Dynamic per-token int8 quantisation (vLLM / SmoothQuant style) with an
# extreme shape: one warp owns a whole [64, 256] f16 tile (512 f32 values per
# lane).  Row absmax -> scale with tl.math.div_rn, q = rint(div_rn(x, s))
# clamped to int8, plus the tile's column absmax (axis-0 reduction inside one
# warp) stored per program; M 100 and K 250 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i8:16,*fp32:16,*fp32:16,i32,i32,i32,i32,64,256
# launch: grid = 2, num_warps = 1
# args: f16[25000]=randn i8[25000]=zeros f32[100]=zeros f32[500]=zeros i32=100 i32=250 i32=250 i32=250
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def w1_token_quant_kernel(x_ptr, q_ptr, scale_ptr, colmax_ptr, M, K, stride_x, stride_q,
                          BM: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BK)
    rm = rows < M
    cm = cols < K
    m = rm[:, None] & cm[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride_x + cols[None, :], mask=m, other=0.0).to(tl.float32)

    ax = tl.abs(x)
    amax = tl.max(ax, axis=1)
    scale = tl.math.div_rn(tl.maximum(amax, 1e-8), 127.0)
    q = libdevice.rint(tl.math.div_rn(x, scale[:, None]))
    q = tl.minimum(tl.maximum(q, -127.0), 127.0).to(tl.int8)
    tl.store(q_ptr + rows[:, None] * stride_q + cols[None, :], q, mask=m)
    tl.store(scale_ptr + rows, scale, mask=rm)

    cmax = tl.max(ax, axis=0)
    tl.store(colmax_ptr + pid * K + cols, cmax, mask=cm)
