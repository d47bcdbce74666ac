# Quantised residual add in the int8 domain: a two-input tl.inline_asm_elementwise
# with pack=4 runs PTX vadd4 with .sat on four int8 lanes per 32-bit register
# (per-byte signed saturation, |x|,|r| <= 100 so it does clip), then the
# saturated int8 row is dequantised with a per-row scale to f16 and its integer
# checksum kept; one program per row, 512-wide chunks over N = 1000.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*fp32:16,*i8:16,*fp16:16,*i32:16,i32,i32,512
# launch: grid = 37, num_warps = 2
# args: i8[37000]=int:-100:100 i8[37000]=int:-100:100 f32[37]=rand i8[37000]=zeros f16[37000]=zeros i32[37]=zeros i32=1000 i32=1000
# outputs: 3 4 5
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def int8_residual_sat_kernel(x_ptr, r_ptr, scale_ptr, y_ptr, deq_ptr, sum_ptr, N, stride_row,
                             BLOCK: tl.constexpr):
    row = tl.program_id(0)
    scale = tl.load(scale_ptr + row)
    total = tl.zeros((BLOCK,), dtype=tl.int32)
    for n0 in range(0, N, BLOCK):
        cols = n0 + tl.arange(0, BLOCK)
        m = cols < N
        x = tl.load(x_ptr + row * stride_row + cols, mask=m, other=0)
        r = tl.load(r_ptr + row * stride_row + cols, mask=m, other=0)
        y = tl.inline_asm_elementwise(
            "{ .reg .b32 z; mov.b32 z, 0; vadd4.s32.s32.s32.sat $0, $1, $2, z; }",
            "=r,r,r", [x, r], dtype=tl.int8, is_pure=True, pack=4)
        tl.store(y_ptr + row * stride_row + cols, y, mask=m)
        tl.store(deq_ptr + row * stride_row + cols, (y.to(tl.float32) * scale).to(tl.float16), mask=m)
        total += tl.where(m, y.to(tl.int32), 0)
    tl.store(sum_ptr + row, tl.sum(total, axis=0))
