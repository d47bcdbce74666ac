# Warp-specialized GEMM whose loop-carried accumulator is bf16 (the low-memory
# accumulation some fused kernels use): each iteration widens it to f32, feeds
# it to tl.dot as the accumulator and narrows the result back to bf16. A and B
# ([K, N], N-major) come through device descriptors; 128x32x64 tiles, M = 150
# tail, masked pointer store. Values in -1..1 keep every partial sum (|s| <= 192)
# exact in bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32:16,i32:16,i32:16,128,32,64
# launch: grid = 2x3, num_warps = 4, num_stages = 3
# args: bf16[28800]=int:-1:1 bf16[18432]=int:-1:1 bf16[14400]=zeros i32=150 i32=96 i32=192 i32=96
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_bf16_carried_acc_gemm(a_ptr, b_ptr, c_ptr, M, N, K, stride_cm,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                       block_shape=[BLOCK_K, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.bfloat16)
    for k in tl.range(0, K, BLOCK_K, warp_specialize=True):
        a = a_desc.load([off_m, k])
        b = b_desc.load([k, off_n])
        acc = tl.dot(a, b, acc.to(tl.float32)).to(tl.bfloat16)
    offs_m = off_m + tl.arange(0, BLOCK_M)
    offs_n = off_n + tl.arange(0, BLOCK_N)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)
    tl.store(c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :], acc, mask=mask)
