# Backward of a diagonal linear recurrence h_t = a_t * h_{t-1} + x_t (LRU /
# Griffin RG-LRU style): g_t = dy_t + a_{t+1} * g_{t+1} is a reverse
# tl.associative_scan over an (a, b) affine pair along axis 0 of [32, 64] tiles
# (T=200 walked from the last chunk back, padded rows = identity, D=96 masked),
# the carry g entering each chunk from the later one; writes dx = g (bf16),
# da = g * h_{t-1} (f32, h_{-1} = h0) and dh0 = a_0 * g_0.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,32,64
# launch: grid = 2x2, num_warps = 4
# args: bf16[38400]=rand f32[38400]=randn f32[192]=randn bf16[38400]=randn bf16[38400]=zeros f32[38400]=zeros f32[192]=zeros i32=200 i32=96 i32=19200 i32=96
# outputs: 4 5 6
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _affine_compose(a_acc, b_acc, a_new, b_new):
    # (a_acc, b_acc): g_end -> g_{t+1};  (a_new, b_new): g_{t+1} -> g_t
    return a_acc * a_new, a_new * b_acc + b_new


@triton.jit
def lru_scan_bwd_kernel(
    a_ptr,
    h_ptr,
    h0_ptr,
    dy_ptr,
    dx_ptr,
    da_ptr,
    dh0_ptr,
    seqlen,
    dim,
    stride_b,
    stride_t,
    BLOCK_T: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    pid_d = tl.program_id(0)
    pid_b = tl.program_id(1)
    d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    dmask = d < dim
    rows = tl.arange(0, BLOCK_T)
    base = pid_b.to(tl.int64) * stride_b

    h0 = tl.load(h0_ptr + pid_b * dim + d, mask=dmask, other=0.0)
    g_carry = tl.zeros([BLOCK_D], dtype=tl.float32)
    num_chunks = tl.cdiv(seqlen, BLOCK_T)
    for i in range(0, num_chunks):
        t0 = (num_chunks - 1 - i) * BLOCK_T
        t = t0 + rows
        tmask = t < seqlen
        m2 = tmask[:, None] & dmask[None, :]
        offs = base + t[:, None] * stride_t + d[None, :]

        nmask = (t + 1 < seqlen)[:, None] & dmask[None, :]
        a_next = tl.load(a_ptr + offs + stride_t, mask=nmask, other=0.0).to(tl.float32)
        a_next = tl.where(m2, a_next, 1.0)
        dy = tl.load(dy_ptr + offs, mask=m2, other=0.0).to(tl.float32)

        A, B = tl.associative_scan((a_next, dy), axis=0, combine_fn=_affine_compose, reverse=True)
        g = A * g_carry[None, :] + B

        pmask = ((t >= 1) & tmask)[:, None] & dmask[None, :]
        h_prev = tl.load(h_ptr + offs - stride_t, mask=pmask, other=0.0)
        h_prev = tl.where((t == 0)[:, None], h0[None, :], h_prev)

        tl.store(dx_ptr + offs, g.to(tl.bfloat16), mask=m2)
        tl.store(da_ptr + offs, g * h_prev, mask=m2)
        g_carry = tl.sum(tl.where((rows == 0)[:, None], g, 0.0), axis=0)

    a0 = tl.load(a_ptr + base + d, mask=dmask, other=0.0).to(tl.float32)
    tl.store(dh0_ptr + pid_b * dim + d, a0 * g_carry, mask=dmask)
