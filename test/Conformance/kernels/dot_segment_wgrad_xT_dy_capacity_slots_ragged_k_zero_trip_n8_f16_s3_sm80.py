# Per-expert weight gradient dW_e = X_e^T dY_e [72, 8] over capacity-padded
# expert slots: the K dimension is the expert's token count, read from memory
# and clamped to [0, CAP], so many programs run the pipelined K loop zero times
# and store zeros; X^T is loaded through transposed pointers, N = 8 (rank),
# D tail masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32,i32,i32:16,32,32,8
# launch: grid = 3x16, num_warps = 4, num_stages = 3
# args: f16[115200]=int:-2:2 f16[12800]=int:-2:2 i32[16]=int:-40:100 f32[9216]=zeros i32=72 i32=100 i32=72 i32=576
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def expert_wgrad_ragged_kernel(x_ptr, dy_ptr, counts_ptr, dw_ptr, D, CAP, stride_xt, stride_we,
                               BLOCK_D: tl.constexpr, BLOCK_T: tl.constexpr, RANK: tl.constexpr):
    pid_d = tl.program_id(0)
    e = tl.program_id(1)
    n_tok = tl.minimum(tl.maximum(tl.load(counts_ptr + e), 0), CAP)
    base = e * CAP
    offs_d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    offs_t = tl.arange(0, BLOCK_T)
    offs_r = tl.arange(0, RANK)
    dmask = offs_d < D
    acc = tl.zeros((BLOCK_D, RANK), dtype=tl.float32)
    for t0 in range(0, n_tok, BLOCK_T):
        tt = t0 + offs_t
        xT = tl.load(x_ptr + (base + tt)[None, :] * stride_xt + offs_d[:, None],
                     mask=(tt[None, :] < n_tok) & dmask[:, None], other=0.0)
        dy = tl.load(dy_ptr + (base + tt)[:, None] * RANK + offs_r[None, :],
                     mask=tt[:, None] < n_tok, other=0.0)
        acc += tl.dot(xT, dy)
    tl.store(dw_ptr + e * stride_we + offs_d[:, None] * RANK + offs_r[None, :], acc,
             mask=dmask[:, None])
