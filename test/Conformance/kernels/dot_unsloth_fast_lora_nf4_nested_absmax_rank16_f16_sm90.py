# Unsloth fast_lora forward (LoRA_MLP/LoRA_QKV matmul_lora) fused into one
# program per tile, out = X @ dequant(W)^T + s * (X @ A^T) @ B^T. W is bitsandbytes NF4:
# uint8 [N, K/2], high nibble first, codes looked up in a 16-entry table and
# scaled by a nested (double-quantised) absmax per 64 weights (u8 code ->
# code2 table * absmax2 per 256 blocks + offset), as unsloth fast_dequantize.
# The rank-16 shrink X@A^T rides the same K loop; the expand dot follows it.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*u8:16,*u8:16,*fp32:16,*fp32:16,fp32,*fp32:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32,i32:16,i32:16,i32:16,i32:16,64,64,64,16,64,256
# launch: grid = 2x3, num_warps = 8, num_stages = 2
# args: f16[25600]=int:-2:2 u8[20480]=int:0:255 u8[640]=int:0:255 f32[256]=int:1:3 f32[3]=int:1:2 f32=1.0 f32[16]=int:-2:2 f16[4096]=int:-1:1 f16[2560]=int:-1:1 f16[16000]=zeros f32=0.5 i32=100 i32=160 i32=256 i32=256 i32=160
# outputs: 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _nf4_dequant_tile(wq_ptr, absmax_q_ptr, code2_ptr, absmax2_ptr, offset, lut_ptr,
                      k0, offs_k, offs_n, mask_n, K,
                      QBLOCK: tl.constexpr, QBLOCK2: tl.constexpr):
    # [BK, BN] tile of W^T; byte (n, k // 2) holds k even in its high nibble
    w_ptrs = wq_ptr + offs_n[None, :] * (K // 2) + (offs_k[:, None] // 2)
    packed = tl.load(w_ptrs, mask=mask_n[None, :], other=0).to(tl.int32)
    shift = ((1 - (offs_k % 2)) * 4)[:, None]
    codes = (packed >> shift) & 0xF
    vals = tl.load(lut_ptr + codes)
    # one absmax per QBLOCK consecutive weights of the row-major [N, K] matrix
    blk = (offs_n * K + k0) // QBLOCK
    am_q = tl.load(absmax_q_ptr + blk, mask=mask_n, other=0).to(tl.int32)
    am = tl.load(code2_ptr + am_q) * tl.load(absmax2_ptr + blk // QBLOCK2, mask=mask_n, other=0.0) + offset
    return (vals * am[None, :]).to(tl.float16)


@triton.jit
def fast_lora_nf4_fwd_kernel(x_ptr, wq_ptr, absmax_q_ptr, code2_ptr, absmax2_ptr, offset, lut_ptr,
                             lora_a_ptr, lora_b_ptr, out_ptr, scaling,
                             M, N, K, stride_xm, stride_om,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                             RANK: tl.constexpr, QBLOCK: tl.constexpr, QBLOCK2: tl.constexpr):
    tl.static_assert(BLOCK_K == QBLOCK)
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_r = tl.arange(0, RANK)
    mask_m = offs_m < M
    mask_n = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    xa = tl.zeros((BLOCK_M, RANK), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        offs_k = k0 + tl.arange(0, BLOCK_K)
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :],
                    mask=mask_m[:, None], other=0.0)
        w = _nf4_dequant_tile(wq_ptr, absmax_q_ptr, code2_ptr, absmax2_ptr, offset, lut_ptr,
                              k0, offs_k, offs_n, mask_n, K, QBLOCK, QBLOCK2)
        acc = tl.dot(x, w, acc)
        # LoRA shrink: A is [RANK, K], read as A^T [BLOCK_K, RANK]
        a_t = tl.load(lora_a_ptr + offs_r[None, :] * K + offs_k[:, None])
        xa = tl.dot(x, a_t, xa)

    # LoRA expand: B is [N, RANK], read as B^T [RANK, BLOCK_N]
    b_t = tl.load(lora_b_ptr + offs_n[None, :] * RANK + offs_r[:, None], mask=mask_n[None, :], other=0.0)
    lora = tl.dot(xa.to(tl.float16), b_t)
    acc += lora * scaling

    out_ptrs = out_ptr + offs_m[:, None] * stride_om + offs_n[None, :]
    tl.store(out_ptrs, acc.to(out_ptr.dtype.element_ty), mask=mask_m[:, None] & mask_n[None, :])
