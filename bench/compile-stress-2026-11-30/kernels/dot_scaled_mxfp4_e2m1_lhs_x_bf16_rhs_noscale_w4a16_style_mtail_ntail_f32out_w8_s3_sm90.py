# dot_scaled with the microscaled operand on the left: A is mxfp4 (e2m1, two
# values per uint8 along K, one e8m0 scale per 32 K values, [M, K/32]) and B a
# plain bf16 [K, N] tile with no scale (rhs_scale=None, "bf16"), the
# activation-quantized case of MX kernels. K loop of two 128 steps, M = 100 and
# N = 80 tails masked (A rows / scales filled with 0 / 127 past M), 64x32 tiles
# under 8 warps. Scales 126..128 keep every product exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*u8:16,*bf16:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,32,128
# launch: grid = 2x3, num_warps = 8, num_stages = 3
# args: u8[12800]=int:0:255 u8[800]=int:126:128 bf16[20480]=int:-3:3 f32[8000]=zeros i32=100 i32=80 i32=256 i32=128 i32=80 i32=80
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mxfp4_lhs_bf16_rhs_scaled_mm(a_ptr, a_scale_ptr, b_ptr, c_ptr, M, N, K,
                                 stride_am, stride_bk, stride_cm,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_ka = tl.arange(0, BLOCK_K // 2)
    offs_kb = tl.arange(0, BLOCK_K)
    offs_s = tl.arange(0, BLOCK_K // 32)
    m_mask = offs_m < M
    n_mask = offs_n < N
    stride_sm = K // 32
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + (k // 2 + offs_ka)[None, :],
                    mask=m_mask[:, None], other=0)
        a_scale = tl.load(a_scale_ptr + offs_m[:, None] * stride_sm + (k // 32 + offs_s)[None, :],
                          mask=m_mask[:, None], other=127)
        b = tl.load(b_ptr + (k + offs_kb)[:, None] * stride_bk + offs_n[None, :],
                    mask=n_mask[None, :], other=0.0)
        acc = tl.dot_scaled(a, a_scale, "e2m1", b, None, "bf16", acc)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc,
             mask=m_mask[:, None] & n_mask[None, :])
