# im2col for a 3x3 conv with stride 2, padding 1, dilation 2 on NCHW f16 [2, 5, 15, 14]
# (OH=7, OW=6): column matrix [N*OH*OW=84, C*KH*KW=45] written in [32, 32] tiles; rows
# unravel to (n, oh, ow) and columns to (c, kh, kw) with div/mod by runtime and constexpr
# extents, zero padding through 2-D bounds masks on the gathered input. num_warps 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,i32,3,3,2,2,1,1,2,2,32,32
# launch: grid = 3x2, num_warps = 4, num_stages = 1
# args: f16[2,5,15,14]=randn f16[84,45]=zeros i32=5 i32=15 i32=14 i32=7 i32=6 i32=84 i32=45 i32=1050 i32=210 i32=14 i32=45
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def im2col_kernel(
    x_ptr,
    col_ptr,
    C,
    H,
    W,
    OH,
    OW,
    M,
    K,
    stride_xn,
    stride_xc,
    stride_xh,
    stride_cm,
    KH: tl.constexpr,
    KW: tl.constexpr,
    SH: tl.constexpr,
    SW: tl.constexpr,
    PH: tl.constexpr,
    PW: tl.constexpr,
    DH: tl.constexpr,
    DW: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_K: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_k = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_k = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)

    n = offs_m // (OH * OW)
    rem = offs_m % (OH * OW)
    oh = rem // OW
    ow = rem % OW

    c = offs_k // (KH * KW)
    r = offs_k % (KH * KW)
    kh = r // KW
    kw = r % KW

    ih = oh[:, None] * SH - PH + kh[None, :] * DH
    iw = ow[:, None] * SW - PW + kw[None, :] * DW
    out_mask = (offs_m[:, None] < M) & (offs_k[None, :] < K)
    in_mask = out_mask & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)

    x_ptrs = x_ptr + n[:, None].to(tl.int64) * stride_xn + c[None, :] * stride_xc + ih * stride_xh + iw
    vals = tl.load(x_ptrs, mask=in_mask, other=0.0)
    tl.store(col_ptr + offs_m[:, None].to(tl.int64) * stride_cm + offs_k[None, :], vals, mask=out_mask)
