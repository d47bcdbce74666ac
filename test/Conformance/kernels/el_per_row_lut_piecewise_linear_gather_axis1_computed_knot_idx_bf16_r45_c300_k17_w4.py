# Learned piecewise-linear activation with one 17-knot table per row (KAN /
# LUT-activation style): the row's knots are loaded once as an 8x32 tile (17
# valid), each x of a 8x64 chunk is mapped onto the knot grid over [-3, 3], and
# the two neighbouring knots are fetched with tl.gather along axis 1 using the
# computed (clamped) index and index + 1; value and slope (for backward) out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,fp32,fp32,8,64,32
# launch: grid = 6, num_warps = 4
# args: bf16[13500]=randn f32[765]=randn f32[13500]=zeros f32[13500]=zeros i32=45 i32=300 i32=300 i32=17 f32=-3.0 f32=2.6666667
# outputs: 2 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lut_act_kernel(x_ptr, knots_ptr, y_ptr, dy_ptr, R, C, stride_r, NK, lo, inv_step,
                   BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr, BLOCK_K: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    r_ok = rows < R
    ks = tl.arange(0, BLOCK_K)
    lut = tl.load(knots_ptr + rows[:, None] * NK + ks[None, :],
                  mask=r_ok[:, None] & (ks[None, :] < NK), other=0.0)
    last = (NK - 1).to(tl.float32)
    for c0 in range(0, C, BLOCK_C):
        cols = c0 + tl.arange(0, BLOCK_C)
        m = r_ok[:, None] & (cols[None, :] < C)
        off = rows[:, None] * stride_r + cols[None, :]
        x = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
        pos = tl.minimum(tl.maximum((x - lo) * inv_step, 0.0), last)
        i0 = tl.minimum(pos.to(tl.int32), NK - 2)
        frac = pos - i0.to(tl.float32)
        k0 = tl.gather(lut, i0, axis=1)
        k1 = tl.gather(lut, i0 + 1, axis=1)
        slope = (k1 - k0) * inv_step
        tl.store(y_ptr + off, k0 + frac * (k1 - k0), mask=m)
        tl.store(dy_ptr + off, slope, mask=m)
