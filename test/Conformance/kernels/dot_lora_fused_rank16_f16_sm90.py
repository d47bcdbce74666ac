# Linear layer with a fused LoRA branch: y = x @ W + scale * ((x @ A) @ B),
# rank 16. The K loop feeds each x tile to two dots (the base 64x64 tile and
# the 64x16 shrink), then the shrink result goes down to f16 and is
# expanded by a K=16 dot against the B tile; M tail masked, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,fp32,16,64,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: f16[51200]=int:-2:2 f16[65536]=int:-2:2 f16[4096]=int:-2:2 f16[4096]=int:-2:2 f16[51200]=zeros i32=200 i32=256 i32=256 f32=0.5
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lora_linear_fwd(x_ptr, w_ptr, lora_a_ptr, lora_b_ptr, y_ptr, M, N, K, lora_scale,
                    RANK: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    offs_r = tl.arange(0, RANK)
    mask_m = offs_m < M

    x_ptrs = x_ptr + offs_m[:, None] * K + offs_k[None, :]
    w_ptrs = w_ptr + offs_k[:, None] * N + offs_n[None, :]
    a_ptrs = lora_a_ptr + offs_k[:, None] * RANK + offs_r[None, :]

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    xa = tl.zeros((BLOCK_M, RANK), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        x = tl.load(x_ptrs, mask=mask_m[:, None], other=0.0)
        w = tl.load(w_ptrs)
        a = tl.load(a_ptrs)
        acc = tl.dot(x, w, acc)
        xa = tl.dot(x, a, xa)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K * N
        a_ptrs += BLOCK_K * RANK

    b = tl.load(lora_b_ptr + offs_r[:, None] * N + offs_n[None, :])
    lora = tl.dot(xa.to(tl.float16), b)
    acc += lora_scale * lora

    y_ptrs = y_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(y_ptrs, acc.to(tl.float16), mask=mask_m[:, None] & (offs_n[None, :] < N))
