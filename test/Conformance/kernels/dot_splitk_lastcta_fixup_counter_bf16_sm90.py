# Serial split-K with an in-kernel fix-up (CUTLASS "split-K serial" / stream-K
# style): program (tile, s) runs its slice of the K tiles (K = 400, 13 tiles
# split 5/5/3, the last one masked), stores its f32 partial into a per-split
# workspace slot, then bumps the tile's counter with an acq_rel atomic; the
# program that arrives last reads the other partials back (.cg loads), adds
# its own registers, writes C and resets the counter with atomic_xchg.
# bf16 in, 64x64x32 tiles, M = 160 and N = 192 with an M tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,32,3
# launch: grid = 9x3, num_warps = 4, num_stages = 3
# args: bf16[64000]=int:-2:2 bf16[76800]=int:-2:2 f32[30720]=zeros f32[110592]=zeros i32[9]=zeros i32=160 i32=192 i32=400 i32=400 i32=192 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def splitk_serial_fixup_matmul(a_ptr, b_ptr, c_ptr, ws_ptr, locks_ptr, M, N, K,
                               stride_am, stride_bk, stride_cm,
                               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                               SPLIT_K: tl.constexpr):
    tile_id = tl.program_id(0)
    pid_k = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = tile_id // num_pid_n
    pid_n = tile_id % num_pid_n

    k_tiles = tl.cdiv(K, BLOCK_K)
    tiles_per_split = tl.cdiv(k_tiles, SPLIT_K)
    kt_begin = pid_k * tiles_per_split
    kt_end = tl.minimum(kt_begin + tiles_per_split, k_tiles)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kt in range(kt_begin, kt_end):
        ks = kt * BLOCK_K + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + ks[None, :],
                    mask=m_mask[:, None] & (ks[None, :] < K), other=0.0)
        b = tl.load(b_ptr + ks[:, None] * stride_bk + offs_n[None, :],
                    mask=(ks[:, None] < K) & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)

    tile_elems = BLOCK_M * BLOCK_N
    offs_tile = tl.arange(0, BLOCK_M)[:, None] * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    ws_tile = ws_ptr + tile_id.to(tl.int64) * (SPLIT_K * tile_elems)
    tl.store(ws_tile + pid_k * tile_elems + offs_tile, acc)
    tl.debug_barrier()
    arrived = tl.atomic_add(locks_ptr + tile_id, 1, sem="acq_rel", scope="gpu")
    if arrived == SPLIT_K - 1:
        for s in tl.static_range(SPLIT_K):
            if s != pid_k:
                part = tl.load(ws_tile + s * tile_elems + offs_tile, cache_modifier=".cg")
                acc += part
        c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
        tl.store(c_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
        tl.atomic_xchg(locks_ptr + tile_id, 0)
