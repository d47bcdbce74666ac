# SmoothQuant-style W8A8 GEMM on Ampere: weight stored [N, K] (K-major), its
# [BLOCK_N, BLOCK_K] tile is transposed with tl.trans before an int8 x int8 ->
# int32 dot (acc += dot(..., out_dtype=int32)); two outputs: the raw int32
# accumulator and the f16 dequantized tile acc * a_scale[m] * w_scale[n].
# M = 192 leaves a half-filled second M block, K = 272 a masked K tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*i32:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,64,64
# launch: grid = 2x3, num_warps = 8, num_stages = 3
# args: i8[52224]=int:-6:6 i8[43520]=int:-6:6 f32[192]=randn f32[160]=randn i32[30720]=zeros f16[30720]=zeros i32=192 i32=160 i32=272 i32=272 i32=272 i32=160
# outputs: 4 5
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def int8_gemm_dual_out_kernel(a_ptr, b_ptr, a_scale_ptr, b_scale_ptr, c_i32_ptr, c_f16_ptr,
                              M, N, K, stride_am, stride_bn, stride_cm,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_am = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_bn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_am[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + offs_bn[:, None] * stride_bn + offs_k[None, :]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        a = tl.load(a_ptrs, mask=(offs_am[:, None] < M) & (offs_k[None, :] < k_rem), other=0)
        b = tl.load(b_ptrs, mask=(offs_bn[:, None] < N) & (offs_k[None, :] < k_rem), other=0)
        acc += tl.dot(a, tl.trans(b), out_dtype=tl.int32)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    offs_cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    c_offs = offs_cm[:, None] * stride_cm + offs_cn[None, :]
    tl.store(c_i32_ptr + c_offs, acc, mask=c_mask)

    a_s = tl.load(a_scale_ptr + offs_cm, mask=offs_cm < M, other=0.0)
    b_s = tl.load(b_scale_ptr + offs_cn, mask=offs_cn < N, other=0.0)
    deq = acc.to(tl.float32) * a_s[:, None] * b_s[None, :]
    tl.store(c_f16_ptr + c_offs, deq.to(tl.float16), mask=c_mask)
