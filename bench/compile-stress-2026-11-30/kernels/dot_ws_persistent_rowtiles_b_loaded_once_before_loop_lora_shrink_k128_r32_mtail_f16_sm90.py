# LoRA shrink (x @ A * scaling) as a persistent kernel whose warp-specialized
# loop runs over row tiles: the [128, 32] B operand (lora_A, row-major) is
# loaded once with plain pointer loads before tl.range(..., warp_specialize=True)
# and reused by every iteration's dot, while the A tiles ([64, 128], x) come
# through a device descriptor and each result is stored through another one
# inside the loop. M = 1000 (last tile clipped), 16 tiles over 6 programs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,fp32,128,32,64
# launch: grid = 6, num_warps = 4, num_stages = 2
# args: f16[128000]=int:-2:2 f16[4096]=int:-2:2 f16[32000]=zeros i32=1000 f32=0.5
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ws_lora_shrink_persistent_rows(x_ptr, a_ptr, y_ptr, M, scaling,
                                   K: tl.constexpr, R: tl.constexpr, BLOCK_M: tl.constexpr):
    pid = tl.program_id(0)
    nprog = tl.num_programs(0)
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BLOCK_M, K])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[M, R], strides=[R, 1],
                                       block_shape=[BLOCK_M, R])
    offs_k = tl.arange(0, K)
    offs_r = tl.arange(0, R)
    lora_a = tl.load(a_ptr + offs_k[:, None] * R + offs_r[None, :])
    num_tiles = tl.cdiv(M, BLOCK_M)
    for tile in tl.range(pid, num_tiles, nprog, warp_specialize=True):
        off_m = tile * BLOCK_M
        x = x_desc.load([off_m, 0])
        y = tl.dot(x, lora_a) * scaling
        y_desc.store([off_m, 0], y.to(tl.float16))
