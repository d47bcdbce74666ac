# SwiGLU up-projection with separate W_gate / W_up fused into ONE dot: the B
# operand is built in registers as tl.reshape(tl.join(wg, wu), (BK, 2 * BN))
# (gate/up columns interleaved); the [BM, 2 * BN] accumulator is reshaped and
# tl.split back into gate / up for silu(gate) * up. M/N/K tails, bf16,
# 128x(2x64)x64 tiles, 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,i32:16,i32,i32,i32:16,i32:16,128,64,64
# launch: grid = 3x2, num_warps = 8, num_stages = 3
# args: bf16[27200]=int:-2:2 bf16[21760]=int:-2:2 bf16[21760]=int:-2:2 bf16[32000]=zeros i32=200 i32=160 i32=136 i32=136 i32=160 i32=160
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def swiglu_gate_up_joined_kernel(x_ptr, wg_ptr, wu_ptr, h_ptr, M, N, K, stride_xm, stride_wk, stride_hm,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_n = tl.program_id(0)
    pid_m = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N

    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    w_off = offs_k[:, None] * stride_wk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, 2 * BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        k_ok = (k0 + offs_k) < K
        x = tl.load(x_ptrs, mask=m_mask[:, None] & k_ok[None, :], other=0.0)
        w_mask = k_ok[:, None] & n_mask[None, :]
        wg = tl.load(wg_ptr + w_off, mask=w_mask, other=0.0)
        wu = tl.load(wu_ptr + w_off, mask=w_mask, other=0.0)
        w = tl.reshape(tl.join(wg, wu), (BLOCK_K, 2 * BLOCK_N))  # cols: g0 u0 g1 u1 ...
        acc = tl.dot(x, w, acc)
        x_ptrs += BLOCK_K
        w_off += BLOCK_K * stride_wk

    gate, up = tl.split(tl.reshape(acc, (BLOCK_M, BLOCK_N, 2)))
    h = gate * tl.sigmoid(gate) * up
    tl.store(h_ptr + offs_m[:, None] * stride_hm + offs_n[None, :], h.to(tl.bfloat16),
             mask=m_mask[:, None] & n_mask[None, :])
