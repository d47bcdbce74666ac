# Batched f32 GEMM computed twice per tile from the same loaded operands:
# tl.dot(input_precision="tf32x3") (split-tf32 three-pass on the tensor
# cores) and input_precision="ieee" (FMA path), plus their difference.  The
# 3-D grid strides over the batch with tl.program_id(2)/tl.num_programs(2)
# (3 batches on 2 z-programs); M = 48, N = 40, K = 50 tails, integer inputs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32,i32:16,i32,i32:16,i32,32,32,16
# launch: grid = 2x2x2, num_warps = 4, num_stages = 2
# args: f32[7200]=int:-8:8 f32[6000]=int:-8:8 f32[5760]=zeros f32[5760]=zeros f32[5760]=zeros i32=3 i32=48 i32=40 i32=50 i32=2400 i32=50 i32=2000 i32=40 i32=1920 i32=40
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_tf32x3_ieee_kernel(a_ptr, b_ptr, c3_ptr, ci_ptr, diff_ptr, B, M, N, K,
                           stride_ab, stride_am, stride_bb, stride_bk, stride_cb, stride_cm,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    c_off = offs_m[:, None] * stride_cm + offs_n[None, :]
    c_mask = m_ok[:, None] & n_ok[None, :]

    for bat in range(tl.program_id(2), B, tl.num_programs(2)):
        a_base = a_ptr + bat.to(tl.int64) * stride_ab
        b_base = b_ptr + bat.to(tl.int64) * stride_bb
        acc3 = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        acci = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k0 in range(0, K, BLOCK_K):
            kk = k0 + offs_k
            a = tl.load(a_base + offs_m[:, None] * stride_am + kk[None, :],
                        mask=m_ok[:, None] & (kk < K)[None, :], other=0.0)
            b = tl.load(b_base + kk[:, None] * stride_bk + offs_n[None, :],
                        mask=(kk < K)[:, None] & n_ok[None, :], other=0.0)
            acc3 = tl.dot(a, b, acc3, input_precision="tf32x3")
            acci = tl.dot(a, b, acci, input_precision="ieee")
        c_base = bat.to(tl.int64) * stride_cb + c_off
        tl.store(c3_ptr + c_base, acc3, mask=c_mask)
        tl.store(ci_ptr + c_base, acci, mask=c_mask)
        tl.store(diff_ptr + c_base, acc3 - acci, mask=c_mask)
