# Punica-style LoRA shrink with rank 8: each 16-token block reads its adapter
# id (-1 = no adapter, early return), then a [16, 64] x [64, 8] f16 K loop
# (K = 200 masked tail, tl.range with num_stages = 4) against the adapter's
# rank-major A [8, K] loaded transposed; 8 warps for a 16x8 tile; scaled store.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,i32,i32,i32,i32:16,i32,i32,fp32,16,8,64
# launch: grid = 7, num_warps = 8, num_stages = 2
# args: f16[20000]=int:-2:2 f16[6400]=int:-2:2 f32[800]=zeros i32[7]=int:-1:3 i32=100 i32=200 i32=200 i32=1600 i32=200 i32=8 fp32=0.5
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def lora_shrink_r8_kernel(x_ptr, a_ptr, out_ptr, blk_lora_ptr, M, K, stride_xm, stride_al, stride_ar,
                          stride_om, scaling,
                          BLOCK_M: tl.constexpr, RANK: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    lora_id = tl.load(blk_lora_ptr + pid_m)
    if lora_id < 0:
        return
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_r = tl.arange(0, RANK)
    offs_k = tl.arange(0, BLOCK_K)
    mmask = offs_m < M
    a_base = a_ptr + lora_id.to(tl.int64) * stride_al
    acc = tl.zeros((BLOCK_M, RANK), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=4):
        kk = k0 + offs_k
        kmask = kk < K
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + kk[None, :],
                    mask=mmask[:, None] & kmask[None, :], other=0.0)
        aT = tl.load(a_base + offs_r[None, :] * stride_ar + kk[:, None], mask=kmask[:, None], other=0.0)
        acc = tl.dot(x, aT, acc)
    acc = acc * scaling
    tl.store(out_ptr + offs_m[:, None] * stride_om + offs_r[None, :], acc, mask=mmask[:, None])
