# Fused MoE grouped GEMM in w8a8 int8 (vLLM fused_moe int8_w8a8 path): rows
# gathered through sorted_token_ids (id // top_k picks the A row, ids >=
# num_valid_tokens are padding), the expert weight int8 [E, N, K] read as a
# K-major tile, int8 x int8 -> int32 tl.dot accumulation with a masked K tail
# (K = 224, BLOCK_K = 64), then per-token A scale, per-expert per-channel B
# scale and the top-k routing weight; N = 200 tail; blocks past
# num_tokens_post_padded exit early. f32 out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32,64,64,64,2,True
# launch: grid = 12, num_warps = 4, num_stages = 3
# args: i8[10752]=int:-3:3 i8[179200]=int:-3:3 f32[19200]=zeros f32[48]=int:1:3 f32[800]=int:1:3 f32[96]=int:-2:2 i32[192]=iota i32[3]=int:0:3 i32[1]=fill:128 i32=200 i32=224 i32=192 i32=96 i32=224 i32=44800 i32=224 i32=200 i32=200
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_moe_w8a8_kernel(a_ptr, b_ptr, c_ptr, a_scale_ptr, b_scale_ptr, topk_weights_ptr,
                          sorted_token_ids_ptr, expert_ids_ptr, num_tokens_post_padded_ptr,
                          N, K, EM, num_valid_tokens,
                          stride_am, stride_be, stride_bn, stride_cm, stride_bse,
                          BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
                          BLOCK_SIZE_K: tl.constexpr, top_k: tl.constexpr,
                          MUL_ROUTED_WEIGHT: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    num_tokens_post_padded = tl.load(num_tokens_post_padded_ptr)
    if pid_m * BLOCK_SIZE_M >= num_tokens_post_padded:
        return

    offs_token_id = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_token = tl.load(sorted_token_ids_ptr + offs_token_id, mask=offs_token_id < EM,
                         other=num_valid_tokens)
    token_mask = offs_token < num_valid_tokens
    off_expert = tl.load(expert_ids_ptr + pid_m).to(tl.int64)

    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_row = tl.where(token_mask, offs_token // top_k, 0)
    a_ptrs = a_ptr + a_row[:, None] * stride_am + offs_k[None, :]
    b_ptrs = b_ptr + off_expert * stride_be + offs_bn[None, :] * stride_bn + offs_k[:, None]

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.int32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        k_remaining = K - k * BLOCK_SIZE_K
        a = tl.load(a_ptrs, mask=token_mask[:, None] & (offs_k[None, :] < k_remaining), other=0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < k_remaining, other=0)
        accumulator = tl.dot(a, b, acc=accumulator, out_dtype=tl.int32)
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K

    a_scale = tl.load(a_scale_ptr + a_row, mask=token_mask, other=0.0)
    b_scale = tl.load(b_scale_ptr + off_expert * stride_bse + offs_bn)
    out = accumulator.to(tl.float32) * a_scale[:, None] * b_scale[None, :]
    if MUL_ROUTED_WEIGHT:
        moe_weight = tl.load(topk_weights_ptr + offs_token, mask=token_mask, other=0.0)
        out = out * moe_weight[:, None]

    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + offs_token[:, None] * stride_cm + offs_cn[None, :]
    c_mask = token_mask[:, None] & (offs_cn[None, :] < N)
    tl.store(c_ptrs, out.to(c_ptr.dtype.element_ty), mask=c_mask)
