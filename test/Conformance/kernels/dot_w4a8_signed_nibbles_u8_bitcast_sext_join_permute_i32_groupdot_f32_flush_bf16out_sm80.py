# W4A8 GEMM in the QServe / per-group style: weights are signed int4 packed
# two per uint8 along K ([K/2, N], low nibble = even k), unpacked in registers
# to int8 (bitcast, shift-left/arithmetic-shift-right sign extension), the
# two nibble planes are interleaved back into K order with tl.join + permute +
# reshape, each 64-deep group is one int8 tl.dot with out_dtype=tl.int32 that
# is flushed into an f32 accumulator times the per-(group, column) scale;
# per-token scale and bf16 store in the epilogue. M = 70 tail, 64x32x64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*u8:16,*fp32:16,*fp32:16,*bf16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,64,32,64
# launch: grid = 2x3, num_warps = 4, num_stages = 3
# args: i8[17920]=int:-4:4 u8[12288]=int:0:255 f32[384]=int:1:3 f32[70]=int:1:2 bf16[6720]=zeros i32=70 i32=96 i32=256 i32=256 i32=96 i32=96
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w4a8_group_gemm(a_ptr, wq_ptr, gscale_ptr, ascale_ptr, out_ptr, M, N, K, stride_am, stride_wj, stride_om,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, GROUP_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, GROUP_K)
    rj = tl.arange(0, GROUP_K // 2)
    mask_m = rm < M
    mask_n = rn < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for g in range(0, K // GROUP_K):
        k0 = g * GROUP_K
        a = tl.load(a_ptr + rm[:, None] * stride_am + (k0 + rk)[None, :], mask=mask_m[:, None], other=0)
        packed = tl.load(wq_ptr + (k0 // 2 + rj)[:, None] * stride_wj + rn[None, :], mask=mask_n[None, :], other=0)
        p = packed.to(tl.int8, bitcast=True)
        lo = (p << 4) >> 4
        hi = p >> 4
        w = tl.join(lo, hi).permute(0, 2, 1).reshape(GROUP_K, BLOCK_N)
        part = tl.dot(a, w, out_dtype=tl.int32)
        gs = tl.load(gscale_ptr + g * N + rn, mask=mask_n, other=0.0)
        acc += part.to(tl.float32) * gs[None, :]

    a_scale = tl.load(ascale_ptr + rm, mask=mask_m, other=0.0)
    out = acc * a_scale[:, None]
    tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :], out.to(tl.bfloat16), mask=mask_m[:, None] & mask_n[None, :])
