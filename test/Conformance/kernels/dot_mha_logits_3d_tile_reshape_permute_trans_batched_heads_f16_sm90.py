# Multi-head attention logits from token-major packed Q/K ([T, H, D] rows):
# the Q tile is loaded 2-D as [BT, H*D] and tl.reshape'd to [BT, H, D] then
# tl.permute'd to [H, BT, D]; the K tile is loaded as a real 3-D tile [BS, H, D]
# and tl.trans(k, 1, 2, 0)'d to [H, D, BS]; one batched 3-D tl.dot gives the
# [H, BT, BS] scores, scaled and stored head-major with Tq/Tk tails. 1 stage.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,i32,fp32,4,32,32,32
# launch: grid = 4x3, num_warps = 4, num_stages = 1
# args: f16[12800]=int:-2:2 f16[11520]=int:-2:2 f32[36000]=zeros i32=100 i32=90 i32=128 i32=128 i32=9000 i32=90 f32=0.125
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mha_logits_3d_kernel(q_ptr, k_ptr, s_ptr, Tq, Tk, stride_qt, stride_kt, stride_sh, stride_st, sm_scale,
                         H: tl.constexpr, HEAD_D: tl.constexpr, BLOCK_T: tl.constexpr, BLOCK_S: tl.constexpr):
    pid_t = tl.program_id(0)
    pid_s = tl.program_id(1)
    offs_t = pid_t * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_s = pid_s * BLOCK_S + tl.arange(0, BLOCK_S)
    offs_hd = tl.arange(0, H * HEAD_D)
    offs_h = tl.arange(0, H)
    offs_d = tl.arange(0, HEAD_D)

    # Q: 2-D load of whole packed rows, then view as [BT, H, D] and make heads the batch dim
    q2 = tl.load(q_ptr + offs_t[:, None] * stride_qt + offs_hd[None, :],
                 mask=offs_t[:, None] < Tq, other=0.0)
    q3 = tl.reshape(q2, (BLOCK_T, H, HEAD_D))
    q3 = tl.permute(q3, (1, 0, 2))  # [H, BT, D]

    # K: genuine 3-D tile
    k_ptrs = (k_ptr + offs_s[:, None, None] * stride_kt + offs_h[None, :, None] * HEAD_D
              + offs_d[None, None, :])
    k3 = tl.load(k_ptrs, mask=offs_s[:, None, None] < Tk, other=0.0)  # [BS, H, D]
    kT = tl.trans(k3, 1, 2, 0)  # [H, D, BS]

    scores = tl.dot(q3, kT) * sm_scale  # [H, BT, BS]

    s_ptrs = (s_ptr + offs_h[:, None, None] * stride_sh + offs_t[None, :, None] * stride_st
              + offs_s[None, None, :])
    s_mask = (offs_t[None, :, None] < Tq) & (offs_s[None, None, :] < Tk)
    tl.store(s_ptrs, scores, mask=s_mask)
