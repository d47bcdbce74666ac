# Transposing copy out[N, M] = scale * in[M, N]^T through device-side TMA
# descriptors (tl.make_tensor_descriptor, no dot): a [64, 32] f16 tile loaded
# from the input descriptor, scaled in f32, tl.trans'ed to [32, 64] and stored
# through a second descriptor of the transposed shape. M = 208 and N = 144 leave
# partial tiles on both axes (zero-fill on load, clipped store). 2-D grid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32:16,i32:16,fp32,64,32
# launch: grid = 4x5, num_warps = 4
# args: f16[29952]=randn f16[29952]=zeros i32=208 i32=144 f32=0.5
# outputs: 1
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def desc_transpose_scale_kernel(in_ptr, out_ptr, M, N, scale, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    in_desc = tl.make_tensor_descriptor(in_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    out_desc = tl.make_tensor_descriptor(out_ptr, shape=[N, M], strides=[M, 1], block_shape=[BLOCK_N, BLOCK_M])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    tile = in_desc.load([off_m, off_n])
    tile = (tile.to(tl.float32) * scale).to(tl.float16)
    out_desc.store([off_n, off_m], tl.trans(tile))
