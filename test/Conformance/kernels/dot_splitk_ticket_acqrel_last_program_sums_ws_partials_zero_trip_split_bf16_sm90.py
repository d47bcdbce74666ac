# Split-K GEMM finished inside the same kernel: every K split writes its f32
# partial tile to a workspace with tl.store, then takes a per-tile ticket
# with atomic_add(sem="acq_rel"); the program drawing the last ticket reads
# all SPLIT_K partials back (.cg loads, fixed order) and stores the bf16 tile.
# K=520 split 4 ways by 192 leaves split 3 empty (writes zeros). 64x32x64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,*i32:16,i32,i32:16,i32,i32,i32:16,i32:16,i32:16,64,32,64,4
# launch: grid = 3x3x4, num_warps = 4, num_stages = 3
# args: bf16[70720]=int:-1:1 bf16[49920]=int:-1:1 bf16[13056]=zeros f32[73728]=zeros i32[9]=zeros i32=136 i32=96 i32=520 i32=520 i32=96 i32=96 i32=192
# outputs: 2 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def splitk_ticket_gemm_kernel(a_ptr, b_ptr, c_ptr, ws_ptr, ticket_ptr, M, N, K,
                              stride_am, stride_bk, stride_cm, k_per_split,
                              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                              SPLIT_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    num_pid_n = tl.cdiv(N, BN)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    k_lo = pid_k * k_per_split
    k_hi = tl.minimum(k_lo + k_per_split, K)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(k_lo, k_hi, BK):
        kk = k0 + tl.arange(0, BK)
        a = tl.load(a_ptr + rm[:, None] * stride_am + kk[None, :],
                    mask=(rm[:, None] < M) & (kk[None, :] < k_hi), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + rn[None, :],
                    mask=(kk[:, None] < k_hi) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)

    tile_id = pid_m * num_pid_n + pid_n
    lm = tl.arange(0, BM)
    ln = tl.arange(0, BN)
    ws_tile = ws_ptr + tile_id.to(tl.int64) * (SPLIT_K * BM * BN) + lm[:, None] * BN + ln[None, :]
    tl.store(ws_tile + pid_k * (BM * BN), acc)
    # all threads' partial stores are ordered before the (single-thread) release
    tl.debug_barrier()
    ticket = tl.atomic_add(ticket_ptr + tile_id, 1, sem="acq_rel", scope="gpu")
    if ticket == SPLIT_K - 1:
        total = tl.zeros((BM, BN), dtype=tl.float32)
        for s in tl.static_range(SPLIT_K):
            total += tl.load(ws_tile + s * (BM * BN), cache_modifier=".cg")
        tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :], total.to(tl.bfloat16),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))
