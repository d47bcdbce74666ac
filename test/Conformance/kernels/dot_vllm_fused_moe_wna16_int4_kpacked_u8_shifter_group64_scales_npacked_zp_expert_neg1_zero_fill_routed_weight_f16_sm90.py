# vLLM fused_moe_kernel_gptq_awq (moe_wna16, use_int4_w4a16): sorted token ids
# (top_k=2 rows, padding id == num_valid_tokens), per-block expert ids with -1
# blocks zero-filled and returning early, uint8 weights [E, N, K/2] unpacked by
# a (k % 2) * 4 shifter, group-64 f16 scales and zero points packed two per
# byte along N, (w - zp) * scale dequant to f16 before the dot, routed weight
# multiply, f16 out; GROUP_SIZE_M swizzle and the num_tokens_post_padded exit.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*u8:16,*fp16:16,*fp16:16,*u8:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,64,32,64,64,4,2,True
# launch: grid = 18, num_warps = 8, num_stages = 3
# args: f16[60,256]=int:-3:3 u8[4,192,128]=int:0:255 f16[120,192]=zeros f16[4,4,192]=int:1:2 u8[4,4,96]=int:0:255 f32[120]=rand i32[192]=iota i32[6]=int:-1:3 i32[1]=fill:192 i32=192 i32=256 i32=192 i32=120 i32=256 i32=24576 i32=128 i32=192 i32=768 i32=192 i32=384 i32=96
# outputs: 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fused_moe_kernel_gptq_awq(
    a_ptr, b_ptr, c_ptr, b_scale_ptr, b_zp_ptr, topk_weights_ptr,
    sorted_token_ids_ptr, expert_ids_ptr, num_tokens_post_padded_ptr,
    N, K, EM, num_valid_tokens,
    stride_am, stride_be, stride_bn, stride_cm,
    stride_bse, stride_bsk, stride_bze, stride_bzk,
    group_size: tl.constexpr, BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr,
    BLOCK_SIZE_K: tl.constexpr, GROUP_SIZE_M: tl.constexpr, top_k: tl.constexpr,
    MUL_ROUTED_WEIGHT: tl.constexpr,
):
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
    offs_token_id = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M).to(tl.int64)
    offs_token = tl.load(sorted_token_ids_ptr + offs_token_id)
    token_mask = offs_token < num_valid_tokens
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N).to(tl.int64)
    c_ptrs = c_ptr + stride_cm * offs_token[:, None] + offs_cn[None, :]
    c_mask = token_mask[:, None] & (offs_cn[None, :] < N)

    off_experts = tl.load(expert_ids_ptr + pid_m).to(tl.int64)
    if off_experts == -1:
        tl.store(c_ptrs, tl.zeros([BLOCK_SIZE_M, BLOCK_SIZE_N], dtype=c_ptr.dtype.element_ty), mask=c_mask)
        return

    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N).to(tl.int64)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_token[:, None] // top_k * stride_am + offs_k[None, :])
    b_ptrs = b_ptr + off_experts * stride_be + (offs_k[:, None] // 2) + offs_bn[None, :] * stride_bn
    b_shifter = (offs_k[:, None] % 2) * 4
    b_zp_shifter = (offs_bn[None, :] % 2) * 4

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=token_mask[:, None] & (offs_k[None, :] < K - k * BLOCK_SIZE_K), other=0.0)
        b = tl.load(b_ptrs)
        b = (b >> b_shifter) & 0xF
        kg = (offs_k[:, None] + BLOCK_SIZE_K * k) // group_size
        b_scale = tl.load(b_scale_ptr + off_experts * stride_bse + offs_bn[None, :] + kg * stride_bsk).to(tl.float32)
        b_zp = tl.load(b_zp_ptr + off_experts * stride_bze + (offs_bn[None, :] // 2) + kg * stride_bzk)
        b_zp = ((b_zp >> b_zp_shifter) & 0xF).to(tl.float32)
        b = ((b.to(tl.float32) - b_zp) * b_scale).to(tl.float16)
        accumulator = tl.dot(a, b, acc=accumulator)
        a_ptrs += BLOCK_SIZE_K
        b_ptrs += BLOCK_SIZE_K // 2

    if MUL_ROUTED_WEIGHT:
        moe_weight = tl.load(topk_weights_ptr + offs_token, mask=token_mask, other=0)
        accumulator = accumulator * moe_weight[:, None]
    tl.store(c_ptrs, accumulator.to(c_ptr.dtype.element_ty), mask=c_mask)
