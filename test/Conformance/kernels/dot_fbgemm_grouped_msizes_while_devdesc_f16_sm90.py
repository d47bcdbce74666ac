# FBGEMM-style MoE grouped GEMM C[g] = A[g] @ B[g]^T with per-group row counts
# m_sizes (0..100, zero-size groups skipped): persistent programs walk the
# groups in a tl.range loop and claim tiles in a data-dependent while loop
# (tidx += NUM_SMS), A [M_TOTAL, K] and B [G*N, K] through device TMA
# descriptors, masked pointer store of each group's rows; f16, 64x128x64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,i32,i32:16,i32:16,i32:16,8,64,128,64
# launch: grid = 8, num_warps = 4, num_stages = 3
# args: f16[102400]=int:-2:2 f16[196608]=int:-2:2 f16[76800]=zeros i32[4]=int:0:100 i32=4 i32=400 i32=192 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def grouped_gemm_msizes_kernel(a_ptr, b_ptr, c_ptr, m_sizes_ptr, G, M_TOTAL, N, K,
                               NUM_SMS: tl.constexpr, BLOCK_SIZE_M: tl.constexpr,
                               BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M_TOTAL, K], strides=[K, 1],
                                       block_shape=[BLOCK_SIZE_M, BLOCK_SIZE_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[G * N, K], strides=[K, 1],
                                       block_shape=[BLOCK_SIZE_N, BLOCK_SIZE_K])
    tidx = tl.program_id(0)
    M_end_offset = 0
    iterated_tiles = 0
    for g in tl.range(G):
        M_start_offset = M_end_offset
        m_size = tl.load(m_sizes_ptr + g)
        M_end_offset = M_start_offset + m_size
        if m_size > 0:
            N_start_offset = g * N
            num_m_tiles = tl.cdiv(m_size, BLOCK_SIZE_M)
            num_n_tiles = tl.cdiv(N, BLOCK_SIZE_N)
            num_tiles = num_m_tiles * num_n_tiles
            while (tidx >= iterated_tiles) & (tidx < iterated_tiles + num_tiles):
                gidx = tidx - iterated_tiles
                tile_m_idx = gidx % num_m_tiles
                tile_n_idx = gidx // num_m_tiles
                accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
                m_offset = M_start_offset + tile_m_idx * BLOCK_SIZE_M
                n_offset = N_start_offset + tile_n_idx * BLOCK_SIZE_N
                for k_offset in range(0, K, BLOCK_SIZE_K):
                    a = a_desc.load([m_offset, k_offset])
                    b = b_desc.load([n_offset, k_offset])
                    accumulator += tl.dot(a, b.T)
                offs_am = tile_m_idx * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
                offs_bn = tile_n_idx * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
                c = accumulator.to(c_ptr.dtype.element_ty)
                c_ptrs = c_ptr + (M_start_offset + offs_am[:, None]).to(tl.int64) * N + offs_bn[None, :]
                tl.store(c_ptrs, c, mask=(offs_am[:, None] < m_size) & (offs_bn[None, :] < N))
                tidx += NUM_SMS
            iterated_tiles += num_tiles
