# Segmented linear recurrence h_t = a_t * h_{t-1} + b_t with episode resets
# (Mamba / RL-return style) over [12, 200] rows in one 256-wide tile:
# tl.associative_scan over three tensors at once (decay a, input b, int32 reset
# flag) with a custom combine; decay from a sigmoid of f16 logits, b from bf16;
# the tail padded with identity elements (a=1, b=0, no reset).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*bf16:16,*i32:16,*fp32:16,*fp32:16,i32,i32,i32,4,256
# launch: grid = 3, num_warps = 4
# args: f16[2400]=randn bf16[2400]=randn i32[2400]=int:0:1 f32[2400]=zeros f32[2400]=zeros i32=12 i32=200 i32=200
# outputs: 3 4
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _seg_affine_combine(a_l, b_l, f_l, a_r, b_r, f_r):
    reset = f_r != 0
    a = tl.where(reset, a_r, a_l * a_r)
    b = tl.where(reset, b_r, b_l * a_r + b_r)
    f = f_l | f_r
    return a, b, f


@triton.jit
def segmented_affine_scan3_kernel(
    logit_ptr, x_ptr, reset_ptr, h_ptr, cumdecay_ptr, M, L, stride,
    BLOCK_M: tl.constexpr, BLOCK_L: tl.constexpr,
):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_L)
    mask = (rows < M)[:, None] & (cols < L)[None, :]
    offs = rows[:, None] * stride + cols[None, :]
    logit = tl.load(logit_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    flag = tl.load(reset_ptr + offs, mask=mask, other=0)
    a = tl.where(mask, tl.sigmoid(logit), 1.0)
    b = tl.where(mask, x, 0.0)
    # the first element of every row starts a segment
    flag = tl.where(cols[None, :] == 0, 1, flag)
    ca, h, _f = tl.associative_scan((a, b, flag), axis=1, combine_fn=_seg_affine_combine)
    tl.store(h_ptr + offs, h, mask=mask)
    tl.store(cumdecay_ptr + offs, ca, mask=mask)
