# Per-head QK RMSNorm (Qwen3/OLMo2 style) with rank-3 device-side tensor
# descriptors and no dot: a [4, 8, 128] block of q[T, H, D] (T = 50, H = 12:
# tails on tokens and heads, zero fill) is normalised over D in f32 with a
# shared weight, permuted to heads-major (1, 0, 2) and stored through a second
# rank-3 descriptor over out[H, T, D] (clipped store). 2-D grid, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32,fp32,128,4,8
# launch: grid = 13x2, num_warps = 4
# args: bf16[76800]=randn bf16[128]=rand bf16[76800]=zeros i32=50 i32=12 f32=1e-6
# outputs: 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def qk_headnorm_desc_kernel(q_ptr, w_ptr, out_ptr, T, H, eps,
                            D: tl.constexpr, BLOCK_T: tl.constexpr, BLOCK_H: tl.constexpr):
    in_desc = tl.make_tensor_descriptor(q_ptr, shape=[T, H, D], strides=[H * D, D, 1],
                                        block_shape=[BLOCK_T, BLOCK_H, D])
    out_desc = tl.make_tensor_descriptor(out_ptr, shape=[H, T, D], strides=[T * D, D, 1],
                                         block_shape=[BLOCK_H, BLOCK_T, D])
    t0 = tl.program_id(0) * BLOCK_T
    h0 = tl.program_id(1) * BLOCK_H
    x = in_desc.load([t0, h0, 0]).to(tl.float32)
    ms = tl.sum(x * x, axis=2) / D
    rstd = tl.rsqrt(ms + eps)
    w = tl.load(w_ptr + tl.arange(0, D)).to(tl.float32)
    y = x * rstd[:, :, None] * w[None, None, :]
    out_desc.store([h0, t0, 0], tl.permute(y.to(tl.bfloat16), (1, 0, 2)))
