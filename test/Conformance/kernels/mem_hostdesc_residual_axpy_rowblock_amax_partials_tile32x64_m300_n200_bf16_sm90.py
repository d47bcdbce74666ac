# Residual axpy y = x + alpha * r on bf16 [300, 200] with all three tensors as
# host TMA descriptors (32x64 blocks, no dot): M and N tails rely on zero fill
# on load and a clipped descriptor store; each program also writes the row-wise
# |y| max of its column block to an f32 partials buffer [4, 300] with a masked
# tl.store (per-token amax for a later fp8 quant). 2-D grid 10 x 4, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<bf16[32, 64]>,tensordesc<bf16[32, 64]>,tensordesc<bf16[32, 64]>,*fp32:16,i32,i32,fp32,32,64
# launch: grid = 10x4, num_warps = 4
# args: desc:bf16[300,200]/[32,64]=randn desc:bf16[300,200]/[32,64]=randn desc:bf16[300,200]/[32,64]=zeros f32[1200]=zeros i32=300 i32=200 f32=0.75
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def desc_residual_axpy_amax_kernel(x_desc, r_desc, y_desc, amax_ptr, M, N, alpha,
                                   BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    x = x_desc.load([off_m, off_n]).to(tl.float32)
    r = r_desc.load([off_m, off_n]).to(tl.float32)
    y = (x + alpha * r).to(tl.bfloat16)
    y_desc.store([off_m, off_n], y)
    rows = off_m + tl.arange(0, BLOCK_M)
    amax = tl.max(tl.abs(y.to(tl.float32)), axis=1)
    tl.store(amax_ptr + pid_n * M + rows, amax, mask=rows < M)
