# Row-looped pointwise math block over bf16 activations using tl.math and
# libdevice: exact-erf GELU forward and its backward (pdf via exp2),
# softplus with libdevice.log1p(exp2(x*log2e)) and a threshold, an rsqrt of
# an fma-built second moment, IEEE-rounded tl.math.div_rn / sqrt_rn, and a
# per-row sum of the GELU gradient.  N = 1000 columns in 256-wide chunks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,256
# launch: grid = 24, num_warps = 4, num_stages = 2
# args: bf16[24000]=randn bf16[24000]=randn f32[24000]=zeros f32[24000]=zeros f32[24000]=zeros f32[24000]=zeros f32[24000]=zeros f32[24]=zeros i32=1000 i32=1000 i32=1000
# outputs: 2 3 4 5 6 7
# tol: 2e-5 2e-5
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def gelu_softplus_math_kernel(x_ptr, dy_ptr, y_ptr, dx_ptr, sp_ptr, inv_ptr, q_ptr, rowsum_ptr,
                              N, stride_x, stride_o, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    x_row = x_ptr + row * stride_x
    dy_row = dy_ptr + row * stride_x
    o_row = row * stride_o
    LOG2E: tl.constexpr = 1.4426950408889634
    INV_SQRT2: tl.constexpr = 0.7071067811865476
    INV_SQRT2PI: tl.constexpr = 0.3989422804014327

    total = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for start in range(0, N, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)
        m = cols < N
        x = tl.load(x_row + cols, mask=m, other=0.0).to(tl.float32)
        dy = tl.load(dy_row + cols, mask=m, other=0.0).to(tl.float32)

        cdf = 0.5 * (1.0 + tl.math.erf(x * INV_SQRT2))
        pdf = tl.math.exp2(-0.5 * LOG2E * x * x) * INV_SQRT2PI
        y = x * cdf
        dx = dy * tl.math.fma(x, pdf, cdf)

        sp = tl.where(x > 20.0, x, libdevice.log1p(tl.math.exp2(x * LOG2E)))
        second = tl.math.fma(x, x, tl.math.fma(dy, dy, 1e-6))
        inv = tl.math.rsqrt(second)
        q = tl.math.div_rn(x, 1.0 + tl.abs(dy)) + tl.math.sqrt_rn(tl.abs(x) + tl.abs(dy))

        tl.store(y_ptr + o_row + cols, y, mask=m)
        tl.store(dx_ptr + o_row + cols, dx, mask=m)
        tl.store(sp_ptr + o_row + cols, sp, mask=m)
        tl.store(inv_ptr + o_row + cols, inv, mask=m)
        tl.store(q_ptr + o_row + cols, q, mask=m)
        total += tl.where(m, dx, 0.0)
    tl.store(rowsum_ptr + row, tl.sum(total, axis=0))
