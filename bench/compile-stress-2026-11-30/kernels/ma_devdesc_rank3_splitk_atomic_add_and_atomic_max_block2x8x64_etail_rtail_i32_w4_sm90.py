# Split reduction of per-expert integer statistics through rank-3 device
# descriptor atomics: program (s, e-block, r-block) loads a [2, 8, 64] slice of
# partial[S, E, R, C] with masked pointer loads and combines it into
# sum[E, R, C] with desc.atomic_add and into peak[E, R, C] with desc.atomic_max
# (TMA reductions; E = 5 and R = 20 tails are clipped by the descriptor).
# Integer values make the result independent of the program order.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,i32,i32,64,2,8
# launch: grid = 3x3x3, num_warps = 4
# args: i32[19200]=int:-50:50 i32[6400]=zeros i32[6400]=zeros i32=3 i32=5 i32=20
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rank3_desc_atomic_split_reduce(part_ptr, sum_ptr, peak_ptr, S, E, R,
                                   C: tl.constexpr, BLOCK_E: tl.constexpr, BLOCK_R: tl.constexpr):
    s = tl.program_id(0)
    off_e = tl.program_id(1) * BLOCK_E
    off_r = tl.program_id(2) * BLOCK_R
    sum_desc = tl.make_tensor_descriptor(sum_ptr, shape=[E, R, C], strides=[R * C, C, 1],
                                         block_shape=[BLOCK_E, BLOCK_R, C])
    peak_desc = tl.make_tensor_descriptor(peak_ptr, shape=[E, R, C], strides=[R * C, C, 1],
                                          block_shape=[BLOCK_E, BLOCK_R, C])
    oe = off_e + tl.arange(0, BLOCK_E)
    orr = off_r + tl.arange(0, BLOCK_R)
    oc = tl.arange(0, C)
    mask = (oe[:, None, None] < E) & (orr[None, :, None] < R)
    ptrs = part_ptr + s * E * R * C + oe[:, None, None] * (R * C) + orr[None, :, None] * C + oc[None, None, :]
    vals = tl.load(ptrs, mask=mask, other=0)
    sum_desc.atomic_add([off_e, off_r, 0], vals)
    peak_desc.atomic_max([off_e, off_r, 0], vals)
