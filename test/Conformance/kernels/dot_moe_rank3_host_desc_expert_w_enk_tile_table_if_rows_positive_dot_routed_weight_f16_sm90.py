# MoE expert GEMM over pre-permuted token tiles: each 64-row tile names its
# expert and its valid row count; only tiles with rows > 0 enter an scf.if
# that holds the K loop, whose B operand comes from a rank-3 host descriptor
# over expert weights [E, N, K] (block [1, BN, BK], reshaped, transposed;
# N = 160 tail clipped); routed-weight scaling and masked f16 store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,tensordesc<fp16[1, 64, 64]>,*i32:16,*i32:16,*fp32:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 6x3, num_warps = 4, num_stages = 3
# args: f16[73728]=int:-2:2 desc:f16[4,160,192]/[1,64,64]=int:-2:2 i32[6]=int:0:3 i32[6]=int:-40:64 f32[384]=int:1:3 f16[61440]=zeros i32=160 i32=192 i32=192 i32=160
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_tile_expert_gemm(x_ptr, w_desc, tile_expert_ptr, tile_rows_ptr, topk_w_ptr, out_ptr,
                         N, K, stride_xm, stride_om,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_t = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = tl.load(tile_rows_ptr + pid_t)
    if rows > 0:
        expert = tl.load(tile_expert_ptr + pid_t)
        offs_r = tl.arange(0, BLOCK_M)
        offs_m = pid_t * BLOCK_M + offs_r
        row_ok = offs_r < rows
        offs_k = tl.arange(0, BLOCK_K)
        off_n = pid_n * BLOCK_N
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, K, BLOCK_K):
            a = tl.load(x_ptr + offs_m[:, None] * stride_xm + (k + offs_k)[None, :],
                        mask=row_ok[:, None] & ((k + offs_k) < K)[None, :], other=0.0)
            w = w_desc.load([expert, off_n, k]).reshape(BLOCK_N, BLOCK_K)
            acc = tl.dot(a, w.T, acc)
        rw = tl.load(topk_w_ptr + offs_m, mask=row_ok, other=0.0)
        acc = acc * rw[:, None]
        offs_n = off_n + tl.arange(0, BLOCK_N)
        tl.store(out_ptr + offs_m[:, None] * stride_om + offs_n[None, :], acc.to(tl.float16),
                 mask=row_ok[:, None] & (offs_n < N)[None, :])
