# Two-output value head over token chunks: [32, 64] x [64, 2] bf16 dots (N = 2,
# D = 48 masked) per chunk, the chunk result zeroed past the token tail with
# tl.where, then an inclusive tl.cumsum along tokens (axis 0) plus a carried
# running total across chunks (returns-to-go style), stored per token; the
# final totals are stored per sequence. num_stages = 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32,32,2,64
# launch: grid = 3, num_warps = 4, num_stages = 1
# args: bf16[21600]=int:-2:2 bf16[96]=int:-2:2 f32[900]=zeros f32[6]=zeros i32=150 i32=48 i32=7200 i32=48 i32=300
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def value_head_cumsum_kernel(h_ptr, w_ptr, out_ptr, total_ptr, T, D, stride_hb, stride_ht, stride_ob,
                             BLOCK_T: tl.constexpr, N_HEADS: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    offs_t = tl.arange(0, BLOCK_T)
    offs_h = tl.arange(0, N_HEADS)
    offs_d = tl.arange(0, BLOCK_D)
    dmask = offs_d < D
    w = tl.load(w_ptr + offs_d[:, None] * N_HEADS + offs_h[None, :], mask=dmask[:, None], other=0.0)
    carry = tl.zeros((N_HEADS,), dtype=tl.float32)
    for t0 in range(0, T, BLOCK_T):
        tt = t0 + offs_t
        tmask = tt < T
        h = tl.load(h_ptr + b * stride_hb + tt[:, None] * stride_ht + offs_d[None, :],
                    mask=tmask[:, None] & dmask[None, :], other=0.0)
        v = tl.dot(h, w)
        v = tl.where(tmask[:, None], v, 0.0)
        cs = tl.cumsum(v, axis=0) + carry[None, :]
        tl.store(out_ptr + b * stride_ob + tt[:, None] * N_HEADS + offs_h[None, :], cs, mask=tmask[:, None])
        carry += tl.sum(v, axis=0)
    tl.store(total_ptr + b * N_HEADS + offs_h, carry)
