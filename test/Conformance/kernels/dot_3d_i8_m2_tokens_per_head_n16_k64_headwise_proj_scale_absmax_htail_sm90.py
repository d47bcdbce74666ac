# Head-wise int8 projection for a 2-token decode step as one 3-D tl.dot:
# [4 heads, 2, 64] x [4, 64, 16] -> int32 [4, 2, 16] (M = 2 per batch entry),
# head tail masked (10 heads), dequantised by an integer per-head scale and
# stored, plus a per-(head, token) absolute max over N for requantisation.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*i32:16,i32,i32:16,i32:16,i32:16,4,2,64,16
# launch: grid = 3, num_warps = 4
# args: i8[1280]=int:-8:8 i8[10240]=int:-8:8 f32[10]=int:1:4 f32[320]=zeros i32[20]=zeros i32=10 i32=128 i32=1024 i32=32
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def headwise_i8_proj_3d_kernel(x_ptr, w_ptr, scale_ptr, y_ptr, amax_ptr, H,
                               stride_xh, stride_wh, stride_yh,
                               HB: tl.constexpr, M: tl.constexpr, K: tl.constexpr, N: tl.constexpr):
    pid = tl.program_id(0)
    offs_h = pid * HB + tl.arange(0, HB)
    offs_m = tl.arange(0, M)
    offs_k = tl.arange(0, K)
    offs_n = tl.arange(0, N)
    hmask = offs_h < H
    x = tl.load(x_ptr + offs_h[:, None, None] * stride_xh + offs_m[None, :, None] * K + offs_k[None, None, :],
                mask=hmask[:, None, None], other=0)
    w = tl.load(w_ptr + offs_h[:, None, None] * stride_wh + offs_k[None, :, None] * N + offs_n[None, None, :],
                mask=hmask[:, None, None], other=0)
    acc = tl.dot(x, w, out_dtype=tl.int32)
    s = tl.load(scale_ptr + offs_h, mask=hmask, other=0.0)
    y = acc.to(tl.float32) * s[:, None, None]
    tl.store(y_ptr + offs_h[:, None, None] * stride_yh + offs_m[None, :, None] * N + offs_n[None, None, :],
             y, mask=hmask[:, None, None])
    amax = tl.max(tl.abs(acc), axis=2)
    tl.store(amax_ptr + offs_h[:, None] * M + offs_m[None, :], amax, mask=hmask[:, None])
