# MX-format (OCP MXFP8) quantization as in torchao: a [16, 128] bf16 tile is
# reshaped to [16, 4, 32], each 32-element block's absmax exponent is read from
# the f32 bit pattern (bitcast, shift, mask), the shared E8M0 scale is
# exponent - emax(e4m3) + 127 clamped with integer min/max and rebuilt as a
# float by bitcast of (e << 23); elements are scaled, clamped to +-448 and
# cast to float8e4nv; scales stored as uint8. 100 rows (masked tail).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp8e4nv:16,*u8:16,i32,i32:16,i32:16,i32:16,i32,16,128,32
# launch: grid = 7x5, num_warps = 4
# args: bf16[64000]=randn fp8e4m3[64000]=zeros u8[2000]=zeros i32=100 i32=640 i32=640 i32=640 i32=20
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mxfp8_quantize_kernel(
    x_ptr,
    q_ptr,
    scale_ptr,
    M,
    K,
    stride_xm,
    stride_qm,
    stride_sm,
    BLOCK_M: tl.constexpr,
    BLOCK_K: tl.constexpr,
    MX_BLOCK: tl.constexpr,
):
    NB: tl.constexpr = BLOCK_K // MX_BLOCK
    E4M3_EMAX: tl.constexpr = 8
    pid_m = tl.program_id(0)
    pid_k = tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    rmask = rows < M
    mask = rmask[:, None] & (cols < K)[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride_xm + cols[None, :], mask=mask, other=0.0).to(tl.float32)

    x3 = tl.reshape(x, (BLOCK_M, NB, MX_BLOCK))
    amax = tl.max(tl.abs(x3), axis=2)
    bits = amax.to(tl.int32, bitcast=True)
    exp_unbiased = ((bits >> 23) & 0xFF) - 127
    e8m0 = tl.minimum(tl.maximum(exp_unbiased - E4M3_EMAX + 127, 1), 254)
    scale = (e8m0 << 23).to(tl.float32, bitcast=True)

    q3 = tl.clamp(x3 / scale[:, :, None], -448.0, 448.0)
    q = tl.reshape(q3, (BLOCK_M, BLOCK_K)).to(tl.float8e4nv)
    tl.store(q_ptr + rows[:, None] * stride_qm + cols[None, :], q, mask=mask)

    sb = pid_k * NB + tl.arange(0, NB)
    smask = rmask[:, None] & (sb * MX_BLOCK < K)[None, :]
    tl.store(scale_ptr + rows[:, None] * stride_sm + sb[None, :], e8m0.to(tl.uint8), mask=smask)
