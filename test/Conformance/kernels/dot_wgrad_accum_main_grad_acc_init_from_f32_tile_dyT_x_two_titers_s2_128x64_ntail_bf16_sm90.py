# Weight-gradient accumulation into an fp32 main_grad (Megatron's gradient
# accumulation fusion): the accumulator starts from the loaded main_grad tile,
# not zeros, then dW += dy^T x over tokens (dy tile loaded [BT, BM] and
# transposed as A) in a two-iteration T loop (T = 96, BT = 64) under
# num_stages = 2; written back in place; K_in = 200 column tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32:16,i32:16,i32,i32:16,i32,i32,128,64,64
# launch: grid = 2x4, num_warps = 4, num_stages = 2
# args: bf16[24576]=int:-3:3 bf16[19200]=int:-3:3 f32[51200]=int:-50:50 i32=96 i32=256 i32=200 i32=256 i32=200 i32=200
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def wgrad_main_grad_accumulate(dy_ptr, x_ptr, main_grad_ptr, T, N_OUT, K_IN,
                               stride_dyt, stride_xt, stride_g,
                               BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_T: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    m_ok = offs_m < N_OUT
    n_ok = offs_n < K_IN
    g_ptrs = main_grad_ptr + offs_m[:, None] * stride_g + offs_n[None, :]
    g_mask = m_ok[:, None] & n_ok[None, :]
    acc = tl.load(g_ptrs, mask=g_mask, other=0.0)
    for t0 in range(0, T, BLOCK_T):
        offs_t = t0 + tl.arange(0, BLOCK_T)
        t_ok = offs_t < T
        dy = tl.load(dy_ptr + offs_t[:, None] * stride_dyt + offs_m[None, :],
                     mask=t_ok[:, None] & m_ok[None, :], other=0.0)
        xx = tl.load(x_ptr + offs_t[:, None] * stride_xt + offs_n[None, :],
                     mask=t_ok[:, None] & n_ok[None, :], other=0.0)
        acc = tl.dot(tl.trans(dy), xx, acc)
    tl.store(g_ptrs, acc, mask=g_mask)
