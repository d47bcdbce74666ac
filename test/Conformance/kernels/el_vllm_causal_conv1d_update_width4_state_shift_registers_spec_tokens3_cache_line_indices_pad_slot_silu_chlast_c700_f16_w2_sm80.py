# vLLM _causal_conv1d_update_kernel (Mamba decode / spec-decode): per (sequence,
# channel block) the width-4 depthwise causal conv over 3 new tokens, the last
# 3 inputs held in a register shift chain (col0..col2) loaded from the cached
# conv state line selected by conv_state_indices (pad slot -> early return),
# bias + silu, then the shifted window written back in place; channel-contiguous
# x / state / out strides, 700 channels in 256-wide blocks (tail).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*fp16:16,i32,i32,i32,i32,i32,i32,i32,i32,-1,4,256,True
# launch: grid = 6x3, num_warps = 2
# args: f16[6,3,700]=randn f16[6,3,700]=randn f16[700,4]=randn f16[700]=randn i32[6]=iota f16[6,3,700]=zeros i32=700 i32=3 i32=2100 i32=700 i32=2100 i32=700 i32=2100 i32=700
# outputs: 1 5
# tol: 2e-3 2e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _causal_conv1d_update_kernel(
    x_ptr, conv_state_ptr, w_ptr, bias_ptr, conv_state_indices_ptr, o_ptr,
    dim, seqlen, stride_x_seq, stride_x_token, stride_state_seq, stride_state_tok,
    stride_o_seq, stride_o_token,
    pad_slot_id: tl.constexpr, KERNEL_WIDTH: tl.constexpr, BLOCK_N: tl.constexpr,
    SILU_ACTIVATION: tl.constexpr,
):
    idx_seq = tl.program_id(0)
    idx_feats = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    mask_f = idx_feats < dim

    coord = tl.load(conv_state_indices_ptr + idx_seq).to(tl.int64)
    if coord == pad_slot_id:
        return
    state_base = conv_state_ptr + coord * stride_state_seq + idx_feats
    col0 = tl.load(state_base, mask=mask_f, other=0.0)
    col1 = tl.load(state_base + stride_state_tok, mask=mask_f, other=0.0)
    col2 = tl.load(state_base + 2 * stride_state_tok, mask=mask_f, other=0.0)

    w_base = w_ptr + idx_feats * KERNEL_WIDTH
    w_col0 = tl.load(w_base, mask=mask_f, other=0.0).to(tl.float32)
    w_col1 = tl.load(w_base + 1, mask=mask_f, other=0.0).to(tl.float32)
    w_col2 = tl.load(w_base + 2, mask=mask_f, other=0.0).to(tl.float32)
    w_col3 = tl.load(w_base + 3, mask=mask_f, other=0.0).to(tl.float32)
    acc_preload = tl.load(bias_ptr + idx_feats, mask=mask_f, other=0.0).to(tl.float32)

    x_base = x_ptr + idx_seq.to(tl.int64) * stride_x_seq + idx_feats
    o_base = o_ptr + idx_seq.to(tl.int64) * stride_o_seq + idx_feats
    for idx_token in range(seqlen):
        x = tl.load(x_base + idx_token * stride_x_token, mask=mask_f, other=0.0)
        acc = acc_preload + col0.to(tl.float32) * w_col0 + col1.to(tl.float32) * w_col1
        acc += col2.to(tl.float32) * w_col2 + x.to(tl.float32) * w_col3
        col0 = col1
        col1 = col2
        col2 = x
        if SILU_ACTIVATION:
            acc = acc / (1 + tl.exp(-acc))
        tl.store(o_base + idx_token * stride_o_token, acc.to(o_ptr.dtype.element_ty), mask=mask_f)

    tl.store(state_base, col0, mask=mask_f)
    tl.store(state_base + stride_state_tok, col1, mask=mask_f)
    tl.store(state_base + 2 * stride_state_tok, col2, mask=mask_f)
