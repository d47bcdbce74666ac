# MoE expert weight gradient dW_e = X_e^T @ dY_e over expert-sorted tokens: the
# reduction (token) axis is ragged, its start is the prefix sum of the
# per-expert token counts loaded as a vector and its trip count is the loaded
# count itself (0 gives an all-zero tile). A is read transposed straight from
# the [T, H_in] activations; grid = (M x N tiles, expert); tails on H_in = 96
# and H_out = 80; integer-valued f16 inputs, exact f32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,4,64,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: f16[28800]=int:-2:2 f16[24000]=int:-2:2 i32[4]=int:0:75 f32[30720]=zeros i32=96 i32=80 i32=96 i32=80 i32=7680 i32=80
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_wgrad_ragged(X, DY, COUNTS, DW, H_IN, H_OUT, stride_xt, stride_dyt, stride_we, stride_wm,
                     NUM_EXPERTS: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    expert = tl.program_id(1)
    num_pid_n = tl.cdiv(H_OUT, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    eidx = tl.arange(0, NUM_EXPERTS)
    counts = tl.load(COUNTS + eidx)
    tok_start = tl.sum(tl.where(eidx < expert, counts, 0), axis=0)
    tok_end = tok_start + tl.load(COUNTS + expert)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_t0 = tl.arange(0, BLOCK_K)
    m_mask = offs_m < H_IN
    n_mask = offs_n < H_OUT

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for t0 in range(tok_start, tok_end, BLOCK_K):
        offs_t = t0 + offs_t0
        t_mask = offs_t < tok_end
        xT = tl.load(X + offs_t[None, :].to(tl.int64) * stride_xt + offs_m[:, None],
                     mask=m_mask[:, None] & t_mask[None, :], other=0.0)
        dy = tl.load(DY + offs_t[:, None].to(tl.int64) * stride_dyt + offs_n[None, :],
                     mask=t_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(xT, dy, acc)

    dw_ptrs = DW + expert * stride_we + offs_m[:, None] * stride_wm + offs_n[None, :]
    tl.store(dw_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
