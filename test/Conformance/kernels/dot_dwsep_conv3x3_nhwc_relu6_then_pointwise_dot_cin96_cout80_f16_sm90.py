# Depthwise-separable conv block (MobileNet): the 3x3 depthwise conv (stride
# 1, pad 1, NHWC) is done in registers for a [pixels, BLOCK_C] tile over 9
# static taps with border masks, + bias, ReLU6, then cast to f16 and fed as A
# of the pointwise 1x1 conv's tl.dot (channel chunks are the K loop).
# Pixel tail (392 = 6x64 + 8), C_out tail (80), f32 biases.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp16:16,*fp32:16,*fp16:16,i32,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 7x2, num_warps = 4, num_stages = 2
# args: f16[37632]=int:-2:2 f16[864]=int:-1:1 f32[96]=int:-1:1 f16[7680]=int:-2:2 f32[80]=int:-3:3 f16[31360]=zeros i32=2 i32=14 i32=14 i32=96 i32=80 i32=18816 i32=1344 i32=96 i32=80
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dwsep_conv3x3_pw_gemm(x_ptr, wdw_ptr, bdw_ptr, wpw_ptr, bpw_ptr, y_ptr,
                          NB, H, W, C, COUT, stride_xn, stride_xh, stride_xw, stride_yp,
                          BLOCK_P: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    pid_p = tl.program_id(0)
    pid_n = tl.program_id(1)
    P = NB * H * W
    offs_p = pid_p * BLOCK_P + tl.arange(0, BLOCK_P)
    p_ok = offs_p < P
    img = offs_p // (H * W)
    hw = offs_p % (H * W)
    oh = hw // W
    ow = hw % W
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    n_ok = offs_n < COUT
    offs_c0 = tl.arange(0, BLOCK_C)

    acc = tl.zeros((BLOCK_P, BLOCK_N), dtype=tl.float32)
    for c0 in range(0, C, BLOCK_C):
        offs_c = c0 + offs_c0
        c_ok = offs_c < C
        dw = tl.zeros((BLOCK_P, BLOCK_C), dtype=tl.float32)
        for tap in tl.static_range(9):
            ih = oh + (tap // 3 - 1)
            iw = ow + (tap % 3 - 1)
            ok = p_ok & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            xp = x_ptr + img[:, None] * stride_xn + ih[:, None] * stride_xh + iw[:, None] * stride_xw + offs_c[None, :]
            xv = tl.load(xp, mask=ok[:, None] & c_ok[None, :], other=0.0)
            wv = tl.load(wdw_ptr + tap * C + offs_c, mask=c_ok, other=0.0)
            dw += xv.to(tl.float32) * wv.to(tl.float32)[None, :]
        bd = tl.load(bdw_ptr + offs_c, mask=c_ok, other=0.0)
        dw = tl.minimum(tl.maximum(dw + bd[None, :], 0.0), 6.0)
        pw = tl.load(wpw_ptr + offs_c[:, None] * COUT + offs_n[None, :],
                     mask=c_ok[:, None] & n_ok[None, :], other=0.0)
        acc = tl.dot(dw.to(tl.float16), pw, acc)

    bias = tl.load(bpw_ptr + offs_n, mask=n_ok, other=0.0)
    y = acc + bias[None, :]
    tl.store(y_ptr + offs_p[:, None] * stride_yp + offs_n[None, :], y.to(tl.float16),
             mask=p_ok[:, None] & n_ok[None, :])
