# Fused-MoE down projection (vLLM fused_moe layout, second GEMM): rows of the
# intermediate activations are addressed by sorted_token_ids directly, the
# expert weight is [E, K, N] (N contiguous), BLOCK_M = 32 decode blocks with
# masked K tail (EVEN_K False), expert -1 blocks skip; the routed-weight-scaled
# tile is reduced over top_k into out[id // top_k] with f32 tl.atomic_add.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,32,128,64,4,2,False
# launch: grid = 16, num_warps = 4, num_stages = 4
# args: bf16[57600]=int:-2:2 bf16[221184]=int:-2:2 f32[19200]=zeros f32[200]=int:1:2 i32[256]=iota i32[8]=int:-1:3 i32[1]=fill:224 i32=192 i32=288 i32=256 i32=200 i32=288 i32=55296 i32=192 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_moe_down_atomic_kernel(a_ptr, b_ptr, out_ptr, topk_weights_ptr, sorted_token_ids_ptr, expert_ids_ptr,
                                 num_tokens_post_padded_ptr, N, K, EM, num_valid_tokens,
                                 stride_am, stride_be, stride_bk, stride_om,
                                 BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                                 BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr,
                                 top_k: tl.constexpr, EVEN_K: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(EM, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    num_tokens_post_padded = tl.load(num_tokens_post_padded_ptr)
    if pid_m * BLOCK_SIZE_M >= num_tokens_post_padded:
        return
    off_expert = tl.load(expert_ids_ptr + pid_m)
    if off_expert == -1:
        return

    offs_token_id = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_token = tl.load(sorted_token_ids_ptr + offs_token_id)
    token_mask = offs_token < num_valid_tokens
    offs_bn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    n_mask = offs_bn < N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + offs_token[:, None].to(tl.int64) * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + off_expert.to(tl.int64) * stride_be + offs_k[:, None] * stride_bk + offs_bn[None, :]

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        if EVEN_K:
            a = tl.load(a_ptrs, mask=token_mask[:, None], other=0.0)
            b = tl.load(b_ptrs, mask=n_mask[None, :], other=0.0)
        else:
            k_remaining = K - k * BLOCK_SIZE_K
            a = tl.load(a_ptrs, mask=token_mask[:, None] & (offs_k[None, :] < k_remaining), other=0.0)
            b = tl.load(b_ptrs, mask=(offs_k[:, None] < k_remaining) & n_mask[None, :], other=0.0)
        accumulator = tl.dot(a, b, acc=accumulator)
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K * stride_bk

    moe_weight = tl.load(topk_weights_ptr + offs_token, mask=token_mask, other=0.0)
    accumulator = accumulator * moe_weight[:, None]
    out_rows = offs_token // top_k
    out_ptrs = out_ptr + out_rows[:, None].to(tl.int64) * stride_om + offs_bn[None, :]
    tl.atomic_add(out_ptrs, accumulator, mask=token_mask[:, None] & n_mask[None, :], sem="relaxed")
