# torchao/HQQ-style int4 weight-only GEMV for decode (no tensor cores): the
# weight is uint8 [K/2, N] with two K-adjacent nibbles per byte (low = even k),
# per-group (128 along K) f16 scales and float zero points [K/128, N];
# each program dequantizes a [32 packed rows, 64 cols] tile as (q - zero) *
# scale for the even and odd halves, multiplies by the matching even/odd
# activations and reduces over K in a tl.range loop. M=3 rows, N=300 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*u8:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32,i32,128,64,64
# launch: grid = 5x3, num_warps = 2, num_stages = 3
# args: f16[3,896]=int:-4:4 u8[448,300]=int:0:255 f16[7,300]=int:1:3 f16[7,300]=int:0:15 f16[3,300]=zeros i32=300 i32=896 i32=896 i32=300 i32=300
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def int4_weight_only_gemv_kernel(
    x_ptr, wq_ptr, scales_ptr, zeros_ptr, out_ptr,
    N, K, stride_xm, stride_wk, stride_om,
    GROUP_SIZE: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
):
    pid_n = tl.program_id(0)
    m = tl.program_id(1)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask_n = offs_n < N
    offs_kp = tl.arange(0, BLOCK_K // 2)
    x_row = x_ptr + m * stride_xm

    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=3):
        kp = k0 // 2 + offs_kp
        packed = tl.load(wq_ptr + kp[:, None] * stride_wk + offs_n[None, :], mask=mask_n[None, :], other=0)
        q_lo = (packed & 0xF).to(tl.float32)
        q_hi = (packed >> 4).to(tl.float32)
        g = k0 // GROUP_SIZE
        scale = tl.load(scales_ptr + g * N + offs_n, mask=mask_n, other=0.0).to(tl.float32)
        zero = tl.load(zeros_ptr + g * N + offs_n, mask=mask_n, other=0.0).to(tl.float32)
        w_lo = (q_lo - zero[None, :]) * scale[None, :]
        w_hi = (q_hi - zero[None, :]) * scale[None, :]
        x_even = tl.load(x_row + k0 + 2 * offs_kp).to(tl.float32)
        x_odd = tl.load(x_row + k0 + 2 * offs_kp + 1).to(tl.float32)
        acc += tl.sum(x_even[:, None] * w_lo + x_odd[:, None] * w_hi, axis=0)

    tl.store(out_ptr + m * stride_om + offs_n, acc.to(out_ptr.dtype.element_ty), mask=mask_n)
