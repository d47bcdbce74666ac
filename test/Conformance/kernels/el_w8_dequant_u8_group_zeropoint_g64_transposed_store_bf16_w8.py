# Weight-only int8 dequantisation with per-group asymmetric zero points (torchao /
# HQQ-style uint8 weights [K=320, N=200], group 64 along K, bf16 scales and uint8
# zeros [5, 200]): [128, 32] tiles span two groups, so scales and zeros are gathered
# per row through k // GROUP; zero-extended u8 -> i32 subtract, f32 multiply, bf16 stored
# transposed (nn.Linear [N, K] layout) through swapped strides. num_warps 8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*bf16:16,*u8:16,*bf16:16,i32:16,i32,i32,i32,i32:16,64,128,32
# launch: grid = 3x7, num_warps = 8
# args: u8[320,200]=int:0:255 bf16[5,200]=randn u8[5,200]=int:100:156 bf16[200,320]=zeros i32=320 i32=200 i32=200 i32=200 i32=320
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dequant_w8_group_zp_kernel(
    w_ptr,
    scales_ptr,
    zeros_ptr,
    out_ptr,
    K,
    N,
    stride_wk,
    stride_sg,
    stride_on,
    GROUP_SIZE: tl.constexpr,
    BLOCK_K: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_k = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_k = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (offs_k[:, None] < K) & (offs_n[None, :] < N)

    w = tl.load(w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :], mask=mask, other=0)
    g = offs_k // GROUP_SIZE
    s = tl.load(scales_ptr + g[:, None] * stride_sg + offs_n[None, :], mask=mask, other=0.0)
    z = tl.load(zeros_ptr + g[:, None] * stride_sg + offs_n[None, :], mask=mask, other=0)

    deq = (w.to(tl.int32) - z.to(tl.int32)).to(tl.float32) * s.to(tl.float32)
    out_ptrs = out_ptr + offs_n[None, :] * stride_on + offs_k[:, None]
    tl.store(out_ptrs, deq.to(tl.bfloat16), mask=mask)
