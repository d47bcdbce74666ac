# One GEMM reading through three addressing styles at once: A is a host TMA
# tensor descriptor, B a tl.make_block_ptr advanced along K (zero padding for
# the K = 200 tail), row scales and an f16 column bias through plain pointers,
# and C written by a device-side tl.make_tensor_descriptor store (clipped at
# M = 200). bf16 in, f32 out, 64x64x64 tiles, tl.range num_stages = 3.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<bf16[64, 64]>,*bf16:16,*fp32:16,*fp16:16,*fp32:16,i32,i32:16,i32,i32:16,64,64,64
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: desc:bf16[200,200]/[64,64]=int:-2:2 bf16[32000]=int:-2:2 f32[200]=int:1:2 f16[160]=int:-4:4 f32[32000]=zeros i32=200 i32=160 i32=200 i32=160
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mixed_addressing_gemm(a_desc, b_ptr, scale_ptr, bias_ptr, c_ptr, M, N, K, stride_bk,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BM
    off_n = pid_n * BN
    b_bp = tl.make_block_ptr(b_ptr, shape=(K, N), strides=(stride_bk, 1), offsets=(0, off_n),
                             block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in tl.range(0, K, BK, num_stages=3):
        a = a_desc.load([off_m, k])
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc)
        b_bp = tl.advance(b_bp, (BK, 0))
    rm = off_m + tl.arange(0, BM)
    rn = off_n + tl.arange(0, BN)
    scale = tl.load(scale_ptr + rm, mask=rm < M, other=0.0)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    out = acc * scale[:, None] + bias[None, :].to(tl.float32)
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    c_desc.store([off_m, off_n], out)
