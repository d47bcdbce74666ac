# Block-sparse weight GEMM (a per (K block, N tile) 0/1 layout table, as in
# block-sparse MLP / pruned-weight kernels): inside tl.range(...,
# warp_specialize=True) a scalar table load decides with an early `if` whether
# the iteration loads its A / B tiles through device descriptors and runs the
# dot at all; skipped blocks leave the accumulator untouched. 64x64x64 tiles,
# 8 K blocks, f16 output through a descriptor.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp16:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 4x2, num_warps = 4, num_stages = 3
# args: f16[131072]=int:-1:1 f16[65536]=int:-1:1 i32[16]=int:0:1 f16[32768]=zeros i32=256 i32=128 i32=512
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_blocksparse_skip_gemm(a_ptr, b_ptr, layout_ptr, c_ptr, M, N, K,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    n_tiles = tl.cdiv(N, BLOCK_N)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                       block_shape=[BLOCK_K, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in tl.range(0, tl.cdiv(K, BLOCK_K), warp_specialize=True):
        live = tl.load(layout_ptr + kb * n_tiles + pid_n)
        if live != 0:
            a = a_desc.load([off_m, kb * BLOCK_K])
            b = b_desc.load([kb * BLOCK_K, off_n])
            acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))
