# Strided, dilated 3x3 convolution (stride 2, pad 2, dilation 2) as an
# implicit GEMM in NHWC, as Triton conv kernels (Inductor's conv template)
# lower it: M = N*OH*OW output
# pixels decomposed into (n, oh, ow), the reduction axis K = KH*KW*C walked
# one (kh, kw) tap and 16 input channels at a time with the im2col address
# and halo mask computed per step; weights [KH*KW*C, OC]. 2x28x28x48 input,
# 80 output channels (N tail with BN = 64), f16 in, f32 out, mma.sync.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32:16,i32:16,i32,i32,i32,i32,i32,3,3,64,64,16
# launch: grid = 7x2, num_warps = 4, num_stages = 3
# args: f16[75264]=int:-2:2 f16[34560]=int:-2:2 f32[31360]=zeros i32=2 i32=28 i32=28 i32=48 i32=80 i32=14 i32=14 i32=2 i32=2 i32=2
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def conv2d_nhwc_implicit_gemm(x_ptr, w_ptr, y_ptr, BATCH, IH, IW, C, OC, OH, OW,
                              stride_hw, pad, dil,
                              KH: tl.constexpr, KW: tl.constexpr,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    M = BATCH * OH * OW

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_c = tl.arange(0, BLOCK_C)
    m_mask = offs_m < M
    n_mask = offs_n < OC

    n_idx = offs_m // (OH * OW)
    rem = offs_m % (OH * OW)
    oh = rem // OW
    ow = rem % OW
    ih0 = oh * stride_hw - pad
    iw0 = ow * stride_hw - pad

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kh in range(KH):
        for kw in range(KW):
            ih = ih0 + kh * dil
            iw = iw0 + kw * dil
            in_bounds = m_mask & (ih >= 0) & (ih < IH) & (iw >= 0) & (iw < IW)
            pix = ((n_idx * IH + ih) * IW + iw).to(tl.int64) * C
            pix = tl.where(in_bounds, pix, 0)
            for c0 in range(0, C, BLOCK_C):
                cc = c0 + offs_c
                x = tl.load(x_ptr + pix[:, None] + cc[None, :],
                            mask=in_bounds[:, None] & (cc[None, :] < C), other=0.0)
                krow = (kh * KW + kw) * C + cc
                w = tl.load(w_ptr + krow[:, None] * OC + offs_n[None, :],
                            mask=(cc[:, None] < C) & n_mask[None, :], other=0.0)
                acc = tl.dot(x, w, acc)

    y_ptrs = y_ptr + offs_m[:, None].to(tl.int64) * OC + offs_n[None, :]
    tl.store(y_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
