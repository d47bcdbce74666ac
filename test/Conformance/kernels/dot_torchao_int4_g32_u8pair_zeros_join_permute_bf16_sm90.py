# torchao / tinygemm-style w4a16 matmul: int4 weights packed two K rows per
# byte (u8 [K/2, N], even k in the low nibble), bf16 group scales [K/32, N]
# and 4-bit zero points packed as uint8 pairs along N (u8 [K/32, N/2]).
# The K unpack is join -> permute -> reshape, the zero unpack interleave;
# groups (32) are smaller than BLOCK_K so scales/zeros are 2-D gathers.
# M = 77 and N = 176 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*u8:16,*bf16:16,*u8:16,*bf16:16,i32,i32:16,i32:16,32,64,64,32
# launch: grid = 3x3, num_warps = 4, num_stages = 4
# args: bf16[29568]=int:-2:2 u8[33792]=int:0:255 bf16[2112]=int:1:2 u8[1056]=int:0:255 bf16[13552]=zeros i32=77 i32=176 i32=384
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def int4_u8pair_zp_matmul_kernel(x_ptr, wq_ptr, scales_ptr, zeros_ptr, out_ptr, M, N, K,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                 BLOCK_K: tl.constexpr, GROUP_SIZE: tl.constexpr):
    tl.static_assert(BLOCK_K % GROUP_SIZE == 0)
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_nh = pid_n * (BLOCK_N // 2) + tl.arange(0, BLOCK_N // 2)
    offs_kh = tl.arange(0, BLOCK_K // 2)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N
    mask_nh = offs_nh < N // 2

    x_ptrs = x_ptr + offs_m[:, None] * K + offs_k[None, :]
    w_ptrs = wq_ptr + offs_kh[:, None] * N + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        x = tl.load(x_ptrs, mask=mask_m[:, None], other=0.0)
        packed = tl.load(w_ptrs, mask=mask_n[None, :], other=0).to(tl.int32)
        lo = packed & 0xF
        hi = (packed >> 4) & 0xF
        # [BK/2, BN, 2] -> [BK/2, 2, BN] -> [BK, BN]: row 2i from lo, 2i+1 from hi
        q = tl.reshape(tl.permute(tl.join(lo, hi), (0, 2, 1)), (BLOCK_K, BLOCK_N))

        grp = (k0 + offs_k) // GROUP_SIZE
        zb = tl.load(zeros_ptr + grp[:, None] * (N // 2) + offs_nh[None, :],
                     mask=mask_nh[None, :], other=0).to(tl.int32)
        z = tl.interleave(zb & 0xF, zb >> 4)
        s = tl.load(scales_ptr + grp[:, None] * N + offs_n[None, :], mask=mask_n[None, :], other=0.0)

        w = (q - z).to(tl.bfloat16) * s
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K
        w_ptrs += (BLOCK_K // 2) * N

    out_ptrs = out_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(out_ptrs, acc.to(tl.bfloat16), mask=mask_m[:, None] & mask_n[None, :])
