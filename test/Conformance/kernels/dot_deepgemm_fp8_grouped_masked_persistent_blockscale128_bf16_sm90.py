# DeepGEMM m_grouped_gemm_fp8_fp8_bf16_nt_masked-style grouped GEMM (the
# layout DeepEP low-latency MoE decode feeds it): A e4m3 [G, M_max, K] with
# per-token x 128-channel f32 scales stored TMA-aligned [G, K/128, M_max],
# B e4m3 [G, N, K] (NT, K-major) with 128x128 block scales [G, N/128, K/128],
# masked_m[g] valid rows per group; persistent programs stride over
# (group, m, n) tiles, skipping tiles past masked_m, and promote each 128-K
# partial dot into the f32 accumulator with a_s[:, None] * b_s. bf16 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*i32:16,*bf16:16,i32:16,i32:16,i32:16,i32,6,64,128,128,128
# launch: grid = 6, num_warps = 8, num_stages = 3
# args: fp8e4m3[196608]=int:-2:2 fp8e4m3[524288]=int:-2:2 f32[1536]=int:1:2 f32[32]=int:1:2 i32[4]=int:0:96 bf16[98304]=zeros i32=96 i32=256 i32=512 i32=4
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_grouped_masked_gemm_kernel(A, B, As, Bs, masked_m, D,
                                   M_max, N, K, num_groups,
                                   NUM_SMS: tl.constexpr, BLOCK_M: tl.constexpr,
                                   BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                   SCALE_BLOCK: tl.constexpr):
    tl.static_assert(BLOCK_K == SCALE_BLOCK)
    pid = tl.program_id(0)
    num_m_tiles = tl.cdiv(M_max, BLOCK_M)
    num_n_tiles = tl.cdiv(N, BLOCK_N)
    tiles_per_group = num_m_tiles * num_n_tiles
    total_tiles = num_groups * tiles_per_group
    k_blocks = K // BLOCK_K
    n_scale_blocks = tl.cdiv(N, SCALE_BLOCK)

    offs_k = tl.arange(0, BLOCK_K)
    for tile in range(pid, total_tiles, NUM_SMS):
        g = tile // tiles_per_group
        t = tile % tiles_per_group
        pid_m = t // num_n_tiles
        pid_n = t % num_n_tiles
        valid_m = tl.load(masked_m + g)
        if pid_m * BLOCK_M < valid_m:
            offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
            offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
            mask_m = offs_m < valid_m
            a_ptrs = A + (g * M_max + offs_m[:, None]).to(tl.int64) * K + offs_k[None, :]
            b_ptrs = B + (g * N + offs_n[None, :]).to(tl.int64) * K + offs_k[:, None]
            # A scales: [G, K/128, M_max]; B scales: [G, N/128, K/128]
            as_ptrs = As + g * k_blocks * M_max + offs_m
            bs_ptrs = Bs + (g * n_scale_blocks + offs_n // SCALE_BLOCK) * k_blocks

            acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
            for kb in range(0, k_blocks):
                a = tl.load(a_ptrs, mask=mask_m[:, None], other=0.0)
                b = tl.load(b_ptrs)
                a_s = tl.load(as_ptrs + kb * M_max, mask=mask_m, other=0.0)
                b_s = tl.load(bs_ptrs + kb)
                acc += tl.dot(a, b) * a_s[:, None] * b_s[None, :]
                a_ptrs += BLOCK_K
                b_ptrs += BLOCK_K

            d_ptrs = D + (g * M_max + offs_m[:, None]).to(tl.int64) * N + offs_n[None, :]
            tl.store(d_ptrs, acc.to(tl.bfloat16), mask=mask_m[:, None] & (offs_n[None, :] < N))
