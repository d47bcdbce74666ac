# SmoothQuant-style W8A8 linear: int8 activations [M, K] times int8 weights
# stored [N, K] (torch Linear layout, loaded as [BN, BK] then tl.trans),
# int32 accumulation over a 4-stage K loop, then per-token x per-channel
# f32 dequant, f16 bias and f16 residual add; M tail (200 rows), 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,128,128,64
# launch: grid = 2x3, num_warps = 8, num_stages = 4
# args: i8[102400]=int:-8:8 i8[196608]=int:-8:8 f32[200]=rand f32[384]=rand f16[384]=randn f16[76800]=randn f16[76800]=zeros i32=200 i32=384 i32=512 i32=512 i32=512 i32=384
# outputs: 6
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def w8a8_linear_dequant_residual(a_ptr, w_ptr, a_scale_ptr, w_scale_ptr, bias_ptr, res_ptr, out_ptr,
                                 M, N, K, stride_am, stride_wn, stride_om,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    w_ptrs = w_ptr + offs_n[:, None] * stride_wn + offs_k[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs, mask=mask_m[:, None], other=0)
        w = tl.load(w_ptrs, mask=mask_n[:, None], other=0)
        acc = tl.dot(a, tl.trans(w), acc, out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        w_ptrs += BLOCK_K

    a_scale = tl.load(a_scale_ptr + offs_m, mask=mask_m, other=0.0)
    w_scale = tl.load(w_scale_ptr + offs_n, mask=mask_n, other=0.0)
    bias = tl.load(bias_ptr + offs_n, mask=mask_n, other=0.0).to(tl.float32)
    out = acc.to(tl.float32) * a_scale[:, None] * w_scale[None, :] + bias[None, :]
    o_off = offs_m[:, None] * stride_om + offs_n[None, :]
    o_mask = mask_m[:, None] & mask_n[None, :]
    res = tl.load(res_ptr + o_off, mask=o_mask, other=0.0)
    out = out + res.to(tl.float32)
    tl.store(out_ptr + o_off, out.to(tl.float16), mask=o_mask)
