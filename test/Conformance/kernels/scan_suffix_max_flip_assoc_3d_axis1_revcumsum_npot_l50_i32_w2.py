# Suffix maximum along the sequence axis of a [4, 64, 8] int32 tile (batch,
# seq, channel; 50 real steps, 12 batches): tl.flip on axis 1, a prefix
# tl.associative_scan with a max combine, tl.flip back (padding filled with
# INT_MIN so that it leads the flipped scan harmlessly), plus a suffix sum by
# tl.cumsum(reverse=True) on the same tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,i32,i32:16,i32,4,64,8
# launch: grid = 3, num_warps = 2
# args: i32[4800]=int:-1000:1000 i32[4800]=zeros i32[4800]=zeros i32=12 i32=50 i32=400 i32=8
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def suffix_max_sum_kernel(
    x_ptr,
    smax_ptr,
    ssum_ptr,
    n_batch,
    seq_len,
    stride_b,
    stride_l,
    BLOCK_B: tl.constexpr,
    BLOCK_L: tl.constexpr,
    C: tl.constexpr,
):
    pid = tl.program_id(0)
    b = pid * BLOCK_B + tl.arange(0, BLOCK_B)
    l = tl.arange(0, BLOCK_L)
    c = tl.arange(0, C)
    mask = (b < n_batch)[:, None, None] & (l < seq_len)[None, :, None]
    off = b[:, None, None] * stride_b + l[None, :, None] * stride_l + c[None, None, :]
    x = tl.load(x_ptr + off, mask=mask, other=0)

    neg = tl.full([BLOCK_B, BLOCK_L, C], -2147483648, tl.int32)
    xf = tl.flip(tl.where(mask, x, neg), 1)
    prefix = tl.associative_scan(xf, 1, _max_combine)
    smax = tl.flip(prefix, 1)
    tl.store(smax_ptr + off, smax, mask=mask)

    ssum = tl.cumsum(x, axis=1, reverse=True)
    tl.store(ssum_ptr + off, ssum, mask=mask)
