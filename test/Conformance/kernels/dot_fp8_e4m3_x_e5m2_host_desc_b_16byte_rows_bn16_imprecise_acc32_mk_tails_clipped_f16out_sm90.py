# Mixed fp8 GEMM e4m3 A x e5m2 B through host TMA descriptors, B read in
# narrow [64, 16] blocks (16-byte rows, BLOCK_N = 16) and A in [64, 64];
# M = 100 and K = 224 tails are clipped / zero-filled by the descriptors;
# tl.dot with max_num_imprecise_acc = 32 (fp8 wgmma partial accumulation
# promoted every 32 K), f16 output with a masked M tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp8e4nv[64, 64]>,tensordesc<fp8e5[64, 16]>,*fp16:16,i32,i32:16,i32:16,i32:16,64,16,64
# launch: grid = 2x5, num_warps = 4, num_stages = 4
# args: desc:fp8e4m3[100,224]/[64,64]=int:-2:2 desc:fp8e5m2[224,80]/[64,16]=int:-2:2 f16[8000]=zeros i32=100 i32=80 i32=224 i32=80
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_mixed_narrow_n_desc_gemm(a_desc, b_desc, c_ptr, M, N, K, stride_cm,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([off_m, k])
        b = b_desc.load([k, off_n])
        acc = tl.dot(a, b, acc, max_num_imprecise_acc=32)
    offs_m = off_m + tl.arange(0, BLOCK_M)
    offs_n = off_n + tl.arange(0, BLOCK_N)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc.to(tl.float16), mask=mask)
