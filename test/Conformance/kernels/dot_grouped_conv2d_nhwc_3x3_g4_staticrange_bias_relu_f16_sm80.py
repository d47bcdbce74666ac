# Grouped 3x3 convolution (groups = 4, 16 -> 24 channels per group, stride 1,
# pad 1) on a 2x14x14x64 NHWC input as an implicit GEMM per group: grid axis 1
# is the group, the 9 filter taps are unrolled with tl.static_range, each tap
# one [128, 16] x [16, 32] dot over the group's input-channel slice (the
# 24-wide output group masked in a 32 tile); bias + ReLU epilogue, f32 NHWC out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,i32:16,16,24,3,3,1,128,32
# launch: grid = 4x4, num_warps = 4, num_stages = 2
# args: f16[25088]=int:-2:2 f16[13824]=int:-2:2 f32[96]=int:-4:4 f32[37632]=zeros i32=2 i32=14 i32=14 i32=64 i32=96
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def grouped_conv2d_nhwc_bias_relu(X, W, BIAS, Y, BATCH, H, W_IN, C, OC,
                                  CIN_G: tl.constexpr, COUT_G: tl.constexpr,
                                  KH: tl.constexpr, KW: tl.constexpr, PAD: tl.constexpr,
                                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    g = tl.program_id(1)
    M = BATCH * H * W_IN

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = tl.arange(0, BLOCK_N)
    offs_ci = tl.arange(0, CIN_G)
    m_mask = offs_m < M
    cn_mask = offs_cn < COUT_G

    n_idx = offs_m // (H * W_IN)
    rem = offs_m % (H * W_IN)
    oh = rem // W_IN
    ow = rem % W_IN

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for kh in tl.static_range(KH):
        for kw in tl.static_range(KW):
            ih = oh + (kh - PAD)
            iw = ow + (kw - PAD)
            ok = m_mask & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W_IN)
            pix = ((n_idx * H + ih) * W_IN + iw) * C + g * CIN_G
            x = tl.load(X + pix[:, None] + offs_ci[None, :], mask=ok[:, None], other=0.0)
            w_rows = ((g * KH + kh) * KW + kw) * CIN_G + offs_ci
            w = tl.load(W + w_rows[:, None] * COUT_G + offs_cn[None, :], mask=cn_mask[None, :], other=0.0)
            acc = tl.dot(x, w, acc)

    oc = g * COUT_G + offs_cn
    bias = tl.load(BIAS + oc, mask=cn_mask, other=0.0)
    acc = tl.maximum(acc + bias[None, :], 0.0)
    tl.store(Y + offs_m[:, None] * OC + oc[None, :], acc, mask=m_mask[:, None] & cn_mask[None, :])
