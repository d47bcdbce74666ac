# Mixed MX GEMM: A is mxfp8 (e4m3, [M, K]) and B mxfp4 (e2m1 packed two per
# uint8 along K, [K/2, N]); every operand and both e8m0 scale tensors come
# through device descriptors. The scales are stored K-group-major ([K/32, M],
# [K/32, N]) so their [4, 64] blocks stay TMA-legal; each is transposed to the
# [rows, K/32] shape tl.dot_scaled wants. M = 144, N = 96 tails are zero-filled
# on load and clipped by the f32 descriptor store. Scales 126..128 keep it exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*u8:16,*u8:16,*u8:16,*fp32:16,i32:16,i32:16,i32:16,64,64,128
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: fp8e4m3[36864]=int:-3:3 u8[1152]=int:126:128 u8[12288]=int:0:255 u8[768]=int:126:128 f32[13824]=zeros i32=144 i32=96 i32=256
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mxfp8_x_mxfp4_desc_scaled_mm(a_ptr, as_ptr, b_ptr, bs_ptr, c_ptr, M, N, K,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    off_m = tl.program_id(0) * BLOCK_M
    off_n = tl.program_id(1) * BLOCK_N
    KG = K // 32
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, BLOCK_K])
    as_desc = tl.make_tensor_descriptor(as_ptr, shape=[KG, M], strides=[M, 1],
                                        block_shape=[BLOCK_K // 32, BLOCK_M])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K // 2, N], strides=[N, 1],
                                       block_shape=[BLOCK_K // 2, BLOCK_N])
    bs_desc = tl.make_tensor_descriptor(bs_ptr, shape=[KG, N], strides=[N, 1],
                                        block_shape=[BLOCK_K // 32, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                       block_shape=[BLOCK_M, BLOCK_N])
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([off_m, k])
        a_scale = as_desc.load([k // 32, off_m]).T
        b = b_desc.load([k // 2, off_n])
        b_scale = bs_desc.load([k // 32, off_n]).T
        acc = tl.dot_scaled(a, a_scale, "e4m3", b, b_scale, "e2m1", acc)
    c_desc.store([off_m, off_n], acc)
