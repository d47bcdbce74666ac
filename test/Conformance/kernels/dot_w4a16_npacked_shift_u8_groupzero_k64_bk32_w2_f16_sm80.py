# Weight-only int4 GEMM (w4a16) with the int4 B operand unpacked in registers:
# int32 words pack 8 nibbles along N (word n//8, nibble n%8 by shifts), a
# per-(group, column) u8 zero point and f16 scale, group 64 spanning two
# BLOCK_K=32 steps; M = 50 and a non-16-multiple packed stride; tiny
# 16x64x32 tiles on num_warps = 2.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*u8:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32:16,16,64,32
# launch: grid = 4x3, num_warps = 2, num_stages = 3
# args: f16[12800]=int:-2:2 i32[6144]=int:-2147483648:2147483647 u8[768]=int:6:9 f16[768]=int:1:2 f16[9600]=zeros i32=50 i32=192 i32=256 i32=64 i32=256 i32=24 i32=192 i32=192
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w4a16_zp_gemm(a_ptr, qw_ptr, zeros_ptr, scales_ptr, c_ptr, M, N, K, group_size,
                  stride_am, stride_qk, stride_zg, stride_cm,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :]
    q_ptrs = qw_ptr + offs_k[:, None] * stride_qk + (offs_n // 8)[None, :]
    shifts = ((offs_n % 8) * 4)[None, :]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k_mask = (k0 + offs_k) < K
        a = tl.load(a_ptrs, mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        q = tl.load(q_ptrs, mask=k_mask[:, None] & n_mask[None, :], other=0)
        g = k0 // group_size
        z = tl.load(zeros_ptr + g * stride_zg + offs_n, mask=n_mask, other=0).to(tl.int32)
        s = tl.load(scales_ptr + g * stride_zg + offs_n, mask=n_mask, other=0.0)
        w = ((q >> shifts) & 0xF) - z[None, :]
        b = w.to(tl.float16) * s[None, :]
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K
        q_ptrs += BLOCK_K * stride_qk

    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc.to(tl.float16), mask=m_mask[:, None] & n_mask[None, :])
