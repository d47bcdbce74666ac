# Int16 PCM to float with a noise gate and comfort noise: tl.where mixing an
# int16 tile with a python float scalar, an int scalar and a broadcast f32
# per-channel column (int16 -> f32 promotion), a row-broadcast int8 mute flag,
# a clip through nested scalar wheres, and an int16 gated copy out.
# 8x128 tiles over 37 channels x 300 samples.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*fp32:16,*fp32:16,*i8:16,*fp32:16,*i16:16,i32,i32,i32,i32,8,128
# launch: grid = 5x3, num_warps = 8
# args: i16[11100]=int:-3000:3000 f32[37]=rand f32[37]=randn i8[37]=int:0:1 f32[11100]=zeros i16[11100]=zeros i32=37 i32=300 i32=300 i32=200
# outputs: 4 5
# tol: 1e-6 1e-6
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def pcm_gate_kernel(x_ptr, gain_ptr, cn_ptr, mute_ptr, y_ptr, q_ptr, R, N, stride_r, gate_thr,
                    BLOCK_R: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    r_ok = rows < R
    m = r_ok[:, None] & (cols[None, :] < N)
    off = rows[:, None] * stride_r + cols[None, :]
    x = tl.load(x_ptr + off, mask=m, other=0)
    gain = tl.load(gain_ptr + rows, mask=r_ok, other=0.0)
    cn = tl.load(cn_ptr + rows, mask=r_ok, other=0.0)
    muted = tl.load(mute_ptr + rows, mask=r_ok, other=1) != 0
    gate = tl.abs(x) < gate_thr
    # int16 tile vs broadcast f32 column: promoted to f32
    filled = tl.where(gate, cn[:, None] * 8.0, x)
    y = filled * (1.0 / 32768.0) * (gain[:, None] + 0.5)
    y = tl.where(y > 0.05, 0.05, tl.where(y < -0.05, -0.05, y))
    y = tl.where(muted[:, None], 0, y)
    # python float scalar vs int16 tile
    hard = tl.where(x > 2500, 2500.0, x)
    tl.store(y_ptr + off, y + hard * 1e-6, mask=m)
    q = tl.where(gate | muted[:, None], 0, x)
    tl.store(q_ptr + off, q, mask=m)
