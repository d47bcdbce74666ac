# Mixture-of-Experts down projection (vLLM fused_moe, second GEMM): rows of
# the (token, k) activations are gathered by a padded sorted token id list,
# one expert id per M block (-1: the block's rows are written as zeros and
# the program returns), the expert's [N, K] weight read as [BK, BN], the
# result multiplied by the routed top-k weight and stored to scattered rows
# (sentinel ids masked); GROUP_M order, K = 352 tail, int64 offsets.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,64,64,2
# launch: grid = 16, num_warps = 4, num_stages = 4
# args: f16[81664]=int:-2:2 f16[720896]=int:-2:2 f16[59392]=zeros f32[232]=rand i32[256]=iota i32[4]=int:-1:7 i32[1]=fill:256 i32=256 i32=352 i32=232 i32=256 i32=352 i32=90112 i32=352 i32=256
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def write_zeros_to_output(c_ptr, stride_cm, pid_n, N, offs_token, token_mask,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, compute_type: tl.constexpr):
    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=compute_type)
    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_token[:, None] + offs_cn[None, :]
    c_mask = token_mask[:, None] & (offs_cn[None, :] < N)
    tl.store(c_ptrs, accumulator, mask=c_mask)


@triton.jit
def moe_down_proj_scatter(a_ptr, w_ptr, c_ptr, topk_weights_ptr, sorted_token_ids_ptr, expert_ids_ptr,
                          num_tokens_post_padded_ptr, N, K, num_valid_tokens, EM,
                          stride_am, stride_we, stride_wn, stride_cm,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                          GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(EM, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    num_tokens_post_padded = tl.load(num_tokens_post_padded_ptr)
    if pid_m * BLOCK_M >= num_tokens_post_padded:
        return
    offs_tid = pid_m * BLOCK_M + tl.arange(0, BLOCK_M).to(tl.int64)
    offs_token = tl.load(sorted_token_ids_ptr + offs_tid).to(tl.int64)
    token_mask = offs_token < num_valid_tokens

    off_expert = tl.load(expert_ids_ptr + pid_m).to(tl.int64)
    if off_expert == -1:
        write_zeros_to_output(c_ptr, stride_cm, pid_n, N, offs_token, token_mask,
                              BLOCK_M, BLOCK_N, tl.float16)
        return

    offs_bn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N).to(tl.int64)) % N
    offs_k = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + offs_token[:, None] * stride_am + offs_k[None, :]
    b_ptrs = w_ptr + off_expert * stride_we + offs_k[:, None] + offs_bn[None, :] * stride_wn

    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=token_mask[:, None] & (offs_k[None, :] < K - k * BLOCK_K), other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_K, other=0.0)
        accumulator += tl.dot(a, b)
        a_ptrs += BLOCK_K
        b_ptrs += BLOCK_K

    moe_weight = tl.load(topk_weights_ptr + offs_token, mask=token_mask, other=0)
    accumulator = accumulator * moe_weight[:, None]
    accumulator = accumulator.to(tl.float16)

    offs_cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c_ptrs = c_ptr + stride_cm * offs_token[:, None] + offs_cn[None, :]
    c_mask = token_mask[:, None] & (offs_cn[None, :] < N)
    tl.store(c_ptrs, accumulator, mask=c_mask)
