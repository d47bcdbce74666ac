# Linear-attention state build S[b, h] = sum_t k_t^T v_t over a [B, H, T, D]
# layout read through rank-4 device tensor descriptors with [1, 1, BT, D]
# blocks reshaped to 2-D (k tile transposed as the A operand); T = 200 tail is
# zero-filled by TMA; the D x D f32 state is written by a rank-4 descriptor
# store, the key normaliser sum_t k_t by pointers. One program per (b, h).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32,64,64
# launch: grid = 6, num_warps = 4, num_stages = 3
# args: f16[76800]=int:-2:2 f16[76800]=int:-2:2 f32[24576]=zeros f32[384]=zeros i32=2 i32=3 i32=200
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_attn_state_desc4d(k_ptr, v_ptr, state_ptr, ksum_ptr, NB, H, T,
                             D: tl.constexpr, BLOCK_T: tl.constexpr):
    pid = tl.program_id(0)
    b = pid // H
    h = pid % H
    k_desc = tl.make_tensor_descriptor(k_ptr, shape=[NB, H, T, D], strides=[H * T * D, T * D, D, 1],
                                       block_shape=[1, 1, BLOCK_T, D])
    v_desc = tl.make_tensor_descriptor(v_ptr, shape=[NB, H, T, D], strides=[H * T * D, T * D, D, 1],
                                       block_shape=[1, 1, BLOCK_T, D])
    s_desc = tl.make_tensor_descriptor(state_ptr, shape=[NB, H, D, D], strides=[H * D * D, D * D, D, 1],
                                       block_shape=[1, 1, D, D])
    state = tl.zeros((D, D), dtype=tl.float32)
    ksum = tl.zeros((D,), dtype=tl.float32)
    for t in tl.range(0, T, BLOCK_T):
        kt = k_desc.load([b, h, t, 0]).reshape(BLOCK_T, D)
        vt = v_desc.load([b, h, t, 0]).reshape(BLOCK_T, D)
        state = tl.dot(tl.trans(kt), vt, state)
        ksum += tl.sum(kt.to(tl.float32), axis=0)
    s_desc.store([b, h, 0, 0], state.reshape(1, 1, D, D))
    tl.store(ksum_ptr + pid * D + tl.arange(0, D), ksum)
