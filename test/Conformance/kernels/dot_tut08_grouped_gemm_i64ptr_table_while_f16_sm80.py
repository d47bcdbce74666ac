# Triton tutorial 08 grouped GEMM: NUM_SM persistent programs walk a
# device-side loop over the problems; each problem's (M, N, K) and leading
# dims are loaded from memory and its A/B/C addresses are int64 values cast
# to pointers (here rebuilt from int64 slot tables as base address + slot *
# slab bytes, since the harness cannot pass raw device addresses). Tiles of a
# problem are taken by a scalar while loop; random sizes 1..96 give M/N/K tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,*i64:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*i32:16,i32,i32:16,8,64,64,32
# launch: grid = 8, num_warps = 4, num_stages = 3
# args: i64[6]=iota i64[6]=iota i64[6]=iota f16[55296]=int:-2:2 f16[55296]=int:-2:2 f16[55296]=zeros i32[18]=int:1:96 i32[18]=fill:96 i32=6 i32=9216
# outputs: 5
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def grouped_matmul_kernel(group_a_slots, group_b_slots, group_c_slots,
                          a_base, b_base, c_base,
                          group_gemm_sizes, g_lds, group_size, slab_elems,
                          NUM_SM: tl.constexpr, BLOCK_SIZE_M: tl.constexpr,
                          BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    tile_idx = tl.program_id(0)
    last_problem_end = 0
    slab_bytes = slab_elems.to(tl.int64) * 2
    for g in range(group_size):
        # get the gemm size of the current problem
        gm = tl.load(group_gemm_sizes + g * 3)
        gn = tl.load(group_gemm_sizes + g * 3 + 1)
        gk = tl.load(group_gemm_sizes + g * 3 + 2)
        num_m_tiles = tl.cdiv(gm, BLOCK_SIZE_M)
        num_n_tiles = tl.cdiv(gn, BLOCK_SIZE_N)
        num_tiles = num_m_tiles * num_n_tiles
        # iterate through the tiles in the current gemm problem
        while tile_idx >= last_problem_end and tile_idx < last_problem_end + num_tiles:
            k = gk
            lda = tl.load(g_lds + g * 3)
            ldb = tl.load(g_lds + g * 3 + 1)
            ldc = tl.load(g_lds + g * 3 + 2)
            a_addr = a_base.to(tl.int64) + tl.load(group_a_slots + g) * slab_bytes
            b_addr = b_base.to(tl.int64) + tl.load(group_b_slots + g) * slab_bytes
            c_addr = c_base.to(tl.int64) + tl.load(group_c_slots + g) * slab_bytes
            a_ptr = a_addr.to(tl.pointer_type(tl.float16))
            b_ptr = b_addr.to(tl.pointer_type(tl.float16))
            c_ptr = c_addr.to(tl.pointer_type(tl.float16))
            # figure out tile coordinates
            tile_idx_in_gemm = tile_idx - last_problem_end
            tile_m_idx = tile_idx_in_gemm // num_n_tiles
            tile_n_idx = tile_idx_in_gemm % num_n_tiles

            offs_am = tile_m_idx * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
            offs_bn = tile_n_idx * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
            offs_k = tl.arange(0, BLOCK_SIZE_K)
            a_ptrs = a_ptr + offs_am[:, None] * lda + offs_k[None, :]
            b_ptrs = b_ptr + offs_k[:, None] * ldb + offs_bn[None, :]
            accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
            for kk in range(0, tl.cdiv(k, BLOCK_SIZE_K)):
                k_left = k - kk * BLOCK_SIZE_K
                a = tl.load(a_ptrs, mask=(offs_am[:, None] < gm) & (offs_k[None, :] < k_left), other=0.0)
                b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_left) & (offs_bn[None, :] < gn), other=0.0)
                accumulator += tl.dot(a, b)
                a_ptrs += BLOCK_SIZE_K
                b_ptrs += BLOCK_SIZE_K * ldb
            c = accumulator.to(tl.float16)

            offs_cm = tile_m_idx * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
            offs_cn = tile_n_idx * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
            c_ptrs = c_ptr + ldc * offs_cm[:, None] + offs_cn[None, :]
            tl.store(c_ptrs, c, mask=(offs_cm[:, None] < gm) & (offs_cn[None, :] < gn))

            # go to the next tile by advancing NUM_SM
            tile_idx += NUM_SM

        # get ready to go to the next gemm problem
        last_problem_end = last_problem_end + num_tiles
