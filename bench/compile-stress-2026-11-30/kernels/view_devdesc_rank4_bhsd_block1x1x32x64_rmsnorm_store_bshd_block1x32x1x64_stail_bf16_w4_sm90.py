# Rank-4 device descriptors on an attention output: a [1, 1, 32, 64] block of
# x[B, H, S, D] (S = 100 tail, zero rows past the end) is reshaped to [32, 64],
# RMS-normalised per row with a [D] weight, reshaped to [1, 32, 1, 64] and
# stored through a rank-4 descriptor over the head-transposed y[B, S, H, D]
# (rows past S clipped); the per-row rstd goes to a masked pointer store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32,fp32,64,32
# launch: grid = 4x3x2, num_warps = 4
# args: bf16[38400]=randn bf16[64]=randn bf16[38400]=zeros f32[600]=zeros i32=2 i32=3 i32=100 f32=1e-6
# outputs: 2 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rank4_desc_rmsnorm_bhsd_to_bshd(x_ptr, w_ptr, y_ptr, rstd_ptr, B, H, S, eps,
                                    D: tl.constexpr, BLOCK_S: tl.constexpr):
    pid_s = tl.program_id(0)
    h = tl.program_id(1)
    b = tl.program_id(2)
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[B, H, S, D],
                                       strides=[H * S * D, S * D, D, 1],
                                       block_shape=[1, 1, BLOCK_S, D])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[B, S, H, D],
                                       strides=[S * H * D, H * D, D, 1],
                                       block_shape=[1, BLOCK_S, 1, D])
    off_s = pid_s * BLOCK_S
    x = x_desc.load([b, h, off_s, 0]).reshape(BLOCK_S, D).to(tl.float32)
    w = tl.load(w_ptr + tl.arange(0, D)).to(tl.float32)
    ms = tl.sum(x * x, axis=1) / D
    rstd = 1.0 / tl.sqrt(ms + eps)
    y = x * rstd[:, None] * w[None, :]
    y_desc.store([b, off_s, h, 0], tl.reshape(y.to(tl.bfloat16), (1, BLOCK_S, 1, D)))
    rows = off_s + tl.arange(0, BLOCK_S)
    tl.store(rstd_ptr + (b * H + h) * S + rows, rstd, mask=rows < S)
