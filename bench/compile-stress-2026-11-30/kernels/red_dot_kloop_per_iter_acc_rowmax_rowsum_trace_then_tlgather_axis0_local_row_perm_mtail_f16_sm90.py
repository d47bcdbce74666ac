# Accumulator statistics inside the K loop (an overflow / growth monitor as
# used when debugging low-precision accumulation): after every tl.dot step the
# row max and row sum of the running 64x64 accumulator are reduced and written
# to a per-iteration trace; after the loop the accumulator's rows are permuted
# with tl.gather(acc, idx, axis=0) by a per-row local index table (undoing an
# in-tile row sort) and stored. M = 100 tail; integer inputs keep it exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,64,64,32
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: f16[16000]=int:-2:2 f16[20480]=int:-2:2 i32[100]=int:0:63 f32[12800]=zeros f32[1000]=zeros f32[1000]=zeros i32=100 i32=128 i32=160
# outputs: 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dot_acc_trace_gather_rows(a_ptr, b_ptr, perm_ptr, out_ptr, tmax_ptr, tsum_ptr, M, N, K,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    n_tiles = tl.num_programs(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kit in range(0, tl.cdiv(K, BLOCK_K)):
        kk = kit * BLOCK_K + offs_k
        a = tl.load(a_ptr + offs_m[:, None] * K + kk[None, :],
                    mask=m_mask[:, None] & (kk[None, :] < K), other=0.0)
        b = tl.load(b_ptr + kk[:, None] * N + offs_n[None, :],
                    mask=kk[:, None] < K, other=0.0)
        acc = tl.dot(a, b, acc)
        row_max = tl.max(acc, axis=1)
        row_sum = tl.sum(acc, axis=1)
        trace = (kit * n_tiles + pid_n) * M + offs_m
        tl.store(tmax_ptr + trace, row_max, mask=m_mask)
        tl.store(tsum_ptr + trace, row_sum, mask=m_mask)
    local = tl.load(perm_ptr + offs_m, mask=m_mask, other=0)
    idx = tl.broadcast_to(local[:, None], (BLOCK_M, BLOCK_N))
    permuted = tl.gather(acc, idx, axis=0)
    tl.store(out_ptr + offs_m[:, None] * N + offs_n[None, :], permuted, mask=m_mask[:, None])
