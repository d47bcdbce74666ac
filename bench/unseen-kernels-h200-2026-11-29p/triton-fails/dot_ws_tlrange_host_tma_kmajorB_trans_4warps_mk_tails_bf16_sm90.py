# Hopper GEMM C = A @ B^T over host TMA descriptors (B stored [N, K],
# K-major, loaded as [BN, BK] and transposed with .T) whose K loop is
# tl.range(..., warp_specialize=True) with only 4 warps and a 128x128x64
# tile; the M=320 and K=456 tails are zero-filled by the descriptors and
# the M edge of the store is clipped by the C descriptor. bf16 in/out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<bf16[128, 64]>,tensordesc<bf16[128, 64]>,tensordesc<bf16[128, 128]>,i32:16,i32:16,i32,128,128,64
# launch: grid = 3x2, num_warps = 4, num_stages = 3
# args: desc:bf16[320,456]/[128,64]=int:-1:1 desc:bf16[256,456]/[128,64]=int:-1:1 desc:bf16[320,256]/[128,128]=zeros i32=320 i32=256 i32=456
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_host_tma_gemm_nt_kernel(a_desc, b_desc, c_desc, M, N, K,
                               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BM
    off_n = pid_n * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    k_tiles = tl.cdiv(K, BK)
    for ki in tl.range(0, k_tiles, warp_specialize=True):
        off_k = ki * BK
        a = a_desc.load([off_m, off_k])
        b = b_desc.load([off_n, off_k])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([off_m, off_n], acc.to(tl.bfloat16))
