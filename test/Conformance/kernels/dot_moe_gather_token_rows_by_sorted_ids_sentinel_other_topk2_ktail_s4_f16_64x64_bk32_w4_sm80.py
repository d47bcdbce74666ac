# fused-MoE style GEMM: A rows are gathered through sorted_token_ids (id // top_k),
# padded ids load with other=num_valid (sentinel) and are masked; expert per M-block
# picks the weight [E, K, N]; K = 300 masked tail (BLOCK_K 32), num_stages = 4 cp.async
# pipelining of an indirect (loaded-index) A load; routed-weight scale, masked store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,*i32:16,*fp32:16,i32:16,i32,i32,i32,i32,i32:16,i32:16,i32:16,2,64,64,32
# launch: grid = 7x3, num_warps = 4, num_stages = 4
# args: f16[45000]=int:-2:2 f16[192000]=int:-2:2 f32[67200]=zeros i32[420]=int:0:330 i32[7]=int:0:3 f32[300]=int:1:3 i32=160 i32=300 i32=420 i32=300 i32=300 i32=48000 i32=160 i32=160
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def moe_gather_gemm_kernel(a_ptr, b_ptr, c_ptr, sorted_ids_ptr, expert_ids_ptr, topk_w_ptr,
                           N, K, EM, num_valid, stride_am, stride_be, stride_bk, stride_cm,
                           TOP_K: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                           BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    tok = tl.load(sorted_ids_ptr + offs_m, mask=offs_m < EM, other=num_valid)
    tok_mask = tok < num_valid
    expert = tl.load(expert_ids_ptr + pid_m).to(tl.int64)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    n_mask = offs_n < N
    offs_k = tl.arange(0, BLOCK_K)
    a_rows = a_ptr + (tok // TOP_K).to(tl.int64)[:, None] * stride_am
    b_base = b_ptr + expert * stride_be + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + offs_k
        k_mask = kk < K
        a = tl.load(a_rows + kk[None, :], mask=tok_mask[:, None] & k_mask[None, :], other=0.0)
        b = tl.load(b_base + kk[:, None] * stride_bk, mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
    w = tl.load(topk_w_ptr + tok, mask=tok_mask, other=0.0)
    acc = acc * w[:, None]
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.store(c_ptrs, acc, mask=tok_mask[:, None] & n_mask[None, :])
