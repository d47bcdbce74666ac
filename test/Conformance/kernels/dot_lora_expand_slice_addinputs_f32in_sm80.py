# Punica/vLLM-style LoRA expand (sgmv expand over a padded batch): program
# axis 1 is the sequence, its lora index (-1 = no adapter, skip) selects the
# B matrix [L, N, R]; the f32 shrink buffer [B, Lmax, R=32] is cast to f16
# inside the K loop (BLOCK_K = 16, two steps), row offsets wrap with
# `% seq_len` under max_contiguous/multiple_of hints, and the f16 result is
# added into a 192-column slice (offset 64) of the wider output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp16:16,*i32:16,*i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,32,64,16,True
# launch: grid = 6x4, num_warps = 4, num_stages = 2
# args: f32[6144]=int:-2:2 f16[18432]=int:-2:2 f16[61440]=int:-4:4 i32[4]=int:1:48 i32[4]=int:-1:2 i32=192 i32=32 i32=1536 i32=32 i32=6144 i32=32 i32=15360 i32=320 i32=64
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def sgmv_expand_slice_kernel(input_ptr, lora_ptr, out_ptr, seq_lens_ptr, lora_indices_ptr,
                             N, K, xb_stride, xm_stride, l0_stride, lora_n_stride,
                             cb_stride, cm_stride, slice_offset,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                             ADD_INPUTS: tl.constexpr):
    pid = tl.program_id(axis=0)
    cur_batch = tl.program_id(axis=1)
    cta_n_num = tl.cdiv(N, BLOCK_N)
    pid_m = pid // cta_n_num
    pid_n = pid % cta_n_num
    M = tl.load(seq_lens_ptr + cur_batch)
    if pid_m * BLOCK_M >= M:
        return
    lora_index = tl.load(lora_indices_ptr + cur_batch)
    if lora_index == -1:
        return

    offset_m = tl.arange(0, BLOCK_M) + pid_m * BLOCK_M
    offset_n = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N
    offset_k = tl.arange(0, BLOCK_K)
    ram = tl.max_contiguous(tl.multiple_of(offset_m % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(offset_n % N, BLOCK_N), BLOCK_N)

    a_ptr = input_ptr + cur_batch * xb_stride + ram[:, None] * xm_stride + offset_k[None, :]
    b_ptr = lora_ptr + l0_stride * lora_index + rbn[None, :] * lora_n_stride + offset_k[:, None]

    accumulator = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(tl.cdiv(K, BLOCK_K)):
        k_rem = K - k * BLOCK_K
        tiled_a = tl.load(a_ptr, mask=offset_k[None, :] < k_rem, other=0.0)
        tiled_b = tl.load(b_ptr, mask=offset_k[:, None] < k_rem, other=0.0)
        tiled_a = tiled_a.to(lora_ptr.dtype.element_ty)
        accumulator += tl.dot(tiled_a, tiled_b)
        a_ptr += BLOCK_K
        b_ptr += BLOCK_K

    tiled_c = accumulator.to(lora_ptr.dtype.element_ty)
    offset_cn = tl.arange(0, BLOCK_N) + pid_n * BLOCK_N + slice_offset
    c_ptr = out_ptr + cur_batch * cb_stride + offset_m[:, None] * cm_stride + offset_cn[None, :]
    c_mask = (offset_m[:, None] < M) & (offset_cn[None, :] < slice_offset + N)
    if ADD_INPUTS:
        tiled_out = tl.load(c_ptr, mask=c_mask, other=0.0)
        tiled_c += tiled_out
    tl.store(c_ptr, tiled_c, mask=c_mask)
