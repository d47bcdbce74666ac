# W8A8 int8 linear with an int8 output (static output quantisation):
# tl.dot(..., out_dtype=tl.int32) over K (K-major weight [N, K] read as a
# [BK, BN] tile, K = 336 tail), i32 bias, then requantise: f32 per-row and
# per-column scales times 1/out_scale, floor(x + 0.5) + zero point, clamp to
# [-128, 127], store i8; 256x128x64 tiles on 16 warps, 3 stages, M = 300.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i8:16,*fp32:16,*fp32:16,*i32:16,fp32,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,256,128,64
# launch: grid = 2x3, num_warps = 16, num_stages = 3
# args: i8[100800]=int:-8:8 i8[129024]=int:-8:8 i8[115200]=zeros f32[300]=int:1:2 f32[384]=int:1:2 i32[384]=int:-64:64 f32=0.0078125 i32=3 i32=300 i32=384 i32=336 i32=336 i32=336 i32=384
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def i8_gemm_requant(a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, bias_ptr, inv_out_scale, out_zp,
                    M, N, K, stride_am, stride_bn, stride_cm,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_n[None, :] * stride_bn + offs_k[:, None]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k0 in range(0, K, BLOCK_K):
        k_ok = (k0 + offs_k) < K
        a = tl.load(a_ptrs, mask=m_ok[:, None] & k_ok[None, :], other=0)
        b = tl.load(b_ptrs, mask=k_ok[:, None] & n_ok[None, :], other=0)
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    bias = tl.load(bias_ptr + offs_n, mask=n_ok, other=0)
    acc = acc + bias[None, :]
    sa = tl.load(a_scale_ptr + offs_m, mask=m_ok, other=0.0)
    sb = tl.load(b_scale_ptr + offs_n, mask=n_ok, other=0.0)
    y = acc.to(tl.float32) * (sa[:, None] * sb[None, :]) * inv_out_scale
    q = tl.floor(y + 0.5).to(tl.int32) + out_zp
    q = tl.minimum(tl.maximum(q, -128), 127)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], q.to(tl.int8),
             mask=m_ok[:, None] & n_ok[None, :])
