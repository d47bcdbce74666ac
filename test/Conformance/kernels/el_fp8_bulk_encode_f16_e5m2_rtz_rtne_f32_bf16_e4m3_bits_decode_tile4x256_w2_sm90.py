# Bulk fp8 encoding of three source dtypes over a [37, 250] matrix in [4, 256]
# tiles (2 warps): f16 values -> e5m2 with fp_downcast_rounding "rtz" (from the
# widened f32) and "rtne" (from f16),
# f32 * scale -> e4m3 (rtne), bf16 -> e4m3 (explicit "rtne") and e5m2; every
# fp8 result is stored as its raw byte (bitcast to u8), and e4m3 is decoded to
# f16, e5m2 to f32 and bf16 (upcasts). Row stride 256, column tail 250.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*bf16:16,*u8:16,*u8:16,*u8:16,*u8:16,*u8:16,*fp16:16,*fp32:16,*bf16:16,i32,i32,i32:16,fp32,4,256
# launch: grid = 10, num_warps = 2
# args: f16[9472]=randn f32[9472]=randn bf16[9472]=randn u8[9472]=zeros u8[9472]=zeros u8[9472]=zeros u8[9472]=zeros u8[9472]=zeros f16[9472]=zeros f32[9472]=zeros bf16[9472]=zeros i32=37 i32=250 i32=256 f32=64.0
# outputs: 3 4 5 6 7 8 9 10
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_bulk_encode_kernel(x16_ptr, x32_ptr, xbf_ptr,
                           e5_rtz_ptr, e5_rtne_ptr, e4_f32_ptr, e4_bf_ptr, e5_bf_ptr,
                           dec_e4_f16_ptr, dec_e5_f32_ptr, dec_e5_bf16_ptr,
                           n_rows, n_cols, stride_row, scale,
                           BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_C)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * stride_row + cols[None, :]

    # f16 source, scaled by an exact power of two so some values need e5m2's range
    x16 = (tl.load(x16_ptr + offs, mask=mask, other=0.0).to(tl.float32) * 16.0).to(tl.float16)
    # rtz to fp8 is only lowered from f32 (through an rtz f16 step)
    e5_rtz = tl.cast(x16.to(tl.float32), tl.float8e5, fp_downcast_rounding="rtz")
    e5_rtne = tl.cast(x16, tl.float8e5, fp_downcast_rounding="rtne")
    tl.store(e5_rtz_ptr + offs, e5_rtz.to(tl.uint8, bitcast=True), mask=mask)
    tl.store(e5_rtne_ptr + offs, e5_rtne.to(tl.uint8, bitcast=True), mask=mask)
    tl.store(dec_e5_f32_ptr + offs, e5_rtne.to(tl.float32), mask=mask)

    # f32 source with a runtime scale into e4m3's range (|x| < 448)
    x32 = tl.load(x32_ptr + offs, mask=mask, other=0.0) * scale
    e4 = x32.to(tl.float8e4nv)
    tl.store(e4_f32_ptr + offs, e4.to(tl.uint8, bitcast=True), mask=mask)
    tl.store(dec_e4_f16_ptr + offs, e4.to(tl.float16), mask=mask)

    # bf16 source to both fp8 formats
    xb = (tl.load(xbf_ptr + offs, mask=mask, other=0.0).to(tl.float32) * 8.0).to(tl.bfloat16)
    e4_bf = tl.cast(xb, tl.float8e4nv, fp_downcast_rounding="rtne")
    e5_bf = xb.to(tl.float8e5)
    tl.store(e4_bf_ptr + offs, e4_bf.to(tl.uint8, bitcast=True), mask=mask)
    tl.store(e5_bf_ptr + offs, e5_bf.to(tl.uint8, bitcast=True), mask=mask)
    tl.store(dec_e5_bf16_ptr + offs, e5_bf.to(tl.bfloat16), mask=mask)


def reference(x16, x32, xbf, e5_rtz, e5_rtne, e4_f32, e4_bf, e5_bf, dec_e4, dec_e5, dec_e5_bf,
              n_rows, n_cols, stride_row, scale):
    # Outputs 4 to 10 (output 3 is checked against Triton's JIT): on an H200,
    # Triton 3.6's JIT left bytes that look like another output's in about
    # half of output 4, and output 5 disagreed too, while its own PTX for the
    # kernel converts as tt-toolkit's does (for output 4, instruction for
    # instruction: cvt.rn.satfinite.e5m2x2.f16x2). The reference is the
    # conversions themselves, all exact or round-to-nearest-even, every
    # value inside the fp8 formats' ranges here.
    import torch

    def tile(t):
        return t.view(-1, stride_row)[:n_rows, :n_cols]

    def put(out, value):
        out = torch.zeros_like(out)
        tile(out)[:] = value
        return out

    h = (tile(x16).float() * 16.0).half()
    e5 = h.to(torch.float8_e5m2)
    e4 = (tile(x32) * scale).to(torch.float8_e4m3fn)
    b = (tile(xbf).float() * 8.0).bfloat16().float()
    e5b = b.to(torch.float8_e5m2)
    return {4: put(e5_rtne, e5.view(torch.uint8)), 5: put(e4_f32, e4.view(torch.uint8)),
            6: put(e4_bf, b.to(torch.float8_e4m3fn).view(torch.uint8)),
            7: put(e5_bf, e5b.view(torch.uint8)), 8: put(dec_e4, e4.to(torch.float16)),
            9: put(dec_e5, e5.to(torch.float32)), 10: put(dec_e5_bf, e5b.to(torch.bfloat16))}
