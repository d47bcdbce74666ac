# Bidirectional-RNN style time reversal of padded variable-length sequences
# with int64 pointer arithmetic: strides are widened to i64, the source walks
# backwards from row L-1 with a negated stride (negative offsets), padded
# steps are zero-filled; a second output is a plain full-length flip written
# through a negative stride argument from the last row. Column offsets carry
# true tl.multiple_of / tl.max_contiguous hints; D = 96 of a 128 pitch. sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32:16,32,128
# launch: grid = 7x3, num_warps = 4
# args: f16[76800]=randn i32[3]=int:1:200 f16[76800]=zeros f16[76800]=zeros i32=25600 i32=128 i32=25600 i32=128 i32=-128 i32=200 i32=96
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def varlen_reverse_time_kernel(x_ptr, lens_ptr, out_ptr, flip_ptr,
                               stride_xb, stride_xt, stride_ob, stride_ot, stride_flip_t,
                               T, D, BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    tb = tl.program_id(0)
    b = tl.program_id(1)
    L = tl.load(lens_ptr + b)
    sxb = stride_xb.to(tl.int64)
    sxt = stride_xt.to(tl.int64)
    sob = stride_ob.to(tl.int64)
    sot = stride_ot.to(tl.int64)

    t = tb * BLOCK_T + tl.arange(0, BLOCK_T)
    d = tl.max_contiguous(tl.multiple_of(tl.arange(0, BLOCK_D), BLOCK_D), BLOCK_D)
    dmask = d < D

    # reversed valid prefix: out[b, t] = x[b, L - 1 - t] for t < L, else 0
    last_row = x_ptr + b * sxb + (L - 1).to(tl.int64) * sxt
    src = last_row + t[:, None].to(tl.int64) * (-sxt) + d[None, :]
    v = tl.load(src, mask=(t < L)[:, None] & dmask[None, :], other=0.0)
    dst = out_ptr + b * sob + t[:, None].to(tl.int64) * sot + d[None, :]
    tmask = (t < T)[:, None] & dmask[None, :]
    tl.store(dst, v, mask=tmask)

    # full flip through a negative stride argument: flip[b, T - 1 - t] = x[b, t]
    fwd = tl.load(x_ptr + b * sxb + t[:, None].to(tl.int64) * sxt + d[None, :], mask=tmask, other=0.0)
    flip_last = flip_ptr + b * sob + (T - 1).to(tl.int64) * sot
    tl.store(flip_last + t[:, None] * stride_flip_t.to(tl.int64) + d[None, :], fwd, mask=tmask)
