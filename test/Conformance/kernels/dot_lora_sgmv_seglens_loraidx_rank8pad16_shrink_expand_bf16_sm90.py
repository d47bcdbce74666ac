# Punica/vLLM-style SGMV LoRA: tokens come in segments (lengths loaded, the
# segment start summed in-kernel), each segment picks a LoRA id (-1: early
# return). Shrink x @ A^T with rank 8 padded to 16 (masked), K loop with a
# K tail, then the bf16 shrink result is expanded by a K=16 dot against B^T
# and added in place to y. 3D grid (m-block, n-block, segment), M=16 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*i32:16,*i32:16,i32:16,i32,fp32,8,16,16,64,64,4
# launch: grid = 3x4x4, num_warps = 4, num_stages = 2
# args: bf16[30720]=int:-1:1 bf16[4608]=int:-1:1 bf16[6144]=int:-2:2 bf16[40960]=int:-4:4 i32[4]=int:10:40 i32[4]=int:-1:2 i32=256 i32=180 f32=0.5
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sgmv_lora_shrink_expand(x_ptr, lora_a_ptr, lora_b_ptr, y_ptr, seg_lens_ptr, lora_idx_ptr,
                            N, K, scale,
                            RANK: tl.constexpr, RANK_PAD: tl.constexpr, BLOCK_M: tl.constexpr,
                            BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, MAX_SEGS: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    seg = tl.program_id(2)
    lora_id = tl.load(lora_idx_ptr + seg)
    if lora_id < 0:
        return
    seg_len = tl.load(seg_lens_ptr + seg)
    if pid_m * BLOCK_M >= seg_len:
        return
    offs_s = tl.arange(0, MAX_SEGS)
    lens = tl.load(seg_lens_ptr + offs_s)
    seg_start = tl.sum(tl.where(offs_s < seg, lens, 0), axis=0)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    mask_m = offs_m < seg_len
    rows = (seg_start + offs_m).to(tl.int64)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask_n = offs_n < N
    offs_k = tl.arange(0, BLOCK_K)
    offs_r = tl.arange(0, RANK_PAD)
    mask_r = offs_r < RANK

    lora_off = lora_id.to(tl.int64)
    x_ptrs = x_ptr + rows[:, None] * K + offs_k[None, :]
    a_ptrs = lora_a_ptr + lora_off * RANK * K + offs_r[None, :] * K + offs_k[:, None]
    xa = tl.zeros((BLOCK_M, RANK_PAD), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        x = tl.load(x_ptrs, mask=mask_m[:, None] & (offs_k[None, :] < k_rem), other=0.0)
        a = tl.load(a_ptrs, mask=mask_r[None, :] & (offs_k[:, None] < k_rem), other=0.0)
        xa = tl.dot(x, a, xa)
        x_ptrs += BLOCK_K
        a_ptrs += BLOCK_K

    b_ptrs = lora_b_ptr + lora_off * N * RANK + offs_n[None, :] * RANK + offs_r[:, None]
    b = tl.load(b_ptrs, mask=mask_r[:, None] & mask_n[None, :], other=0.0)
    delta = tl.dot(xa.to(tl.bfloat16), b)

    y_ptrs = y_ptr + rows[:, None] * N + offs_n[None, :]
    y_mask = mask_m[:, None] & mask_n[None, :]
    y = tl.load(y_ptrs, mask=y_mask, other=0.0)
    out = y.to(tl.float32) + scale * delta
    tl.store(y_ptrs, out.to(tl.bfloat16), mask=y_mask)
