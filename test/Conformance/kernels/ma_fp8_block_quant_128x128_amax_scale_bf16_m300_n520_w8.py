# DeepSeek-V3 / DeepGEMM-style per-block FP8 cast of a 2-D bf16 weight [300, 520]:
# one program per 128x128 tile (both dims ragged: 3x5 tiles, masked loads), a
# whole-tile amax (tl.max with no axis) clamped by eps, x * (448 / amax) clamped
# to +-448 and cast to fp8 e4m3 (output row stride 528), scale = amax / 448 stored
# into a [3, 5] f32 grid through row/col strides (col stride 1 specialised).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp8e4nv:16,*fp32:16,i32,i32,i32,i32:16,i32,1,fp32,fp32,128,128
# launch: grid = 3x5, num_warps = 8
# args: bf16[300,520]=randn fp8e4m3[300,528]=zeros f32[3,5]=zeros i32=300 i32=520 i32=520 i32=528 i32=5 f32=448.0 f32=1e-4
# outputs: 1 2
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def per_block_cast_to_fp8_kernel(
    x_ptr,
    y_ptr,
    s_ptr,
    M,
    N,
    stride_xm,
    stride_ym,
    stride_sm,
    stride_sn,
    fp8_max,
    eps,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (offs_m[:, None] < M) & (offs_n[None, :] < N)

    x = tl.load(x_ptr + offs_m[:, None].to(tl.int64) * stride_xm + offs_n[None, :], mask=mask,
                other=0.0).to(tl.float32)
    amax = tl.max(tl.abs(x))
    amax = tl.maximum(amax, eps)
    y = x * (fp8_max / amax)
    y = tl.clamp(y, -fp8_max, fp8_max).to(y_ptr.dtype.element_ty)
    tl.store(y_ptr + offs_m[:, None].to(tl.int64) * stride_ym + offs_n[None, :], y, mask=mask)
    tl.store(s_ptr + pid_m * stride_sm + pid_n * stride_sn, amax / fp8_max)
